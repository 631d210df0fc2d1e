import type { ReactNode } from 'react';

/** A view's read-only fields, label beside value. */
export function Facts({ rows, label }: { rows: Array<[string, ReactNode]>; label: string }) {
  return (
    <dl className="side-panel__facts" aria-label={label}>
      {rows.map(([name, value]) => (
        <div key={name} className="side-panel__fact">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

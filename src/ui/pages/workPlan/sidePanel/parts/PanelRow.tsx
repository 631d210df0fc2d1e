import type { ReactNode } from 'react';

/** One item of a side panel list, opened by a click: its title, a status chip if it has one, and its lines of facts. */
export function PanelRow({ title, chip, meta, onOpen, testId }: { title: ReactNode; chip?: ReactNode; meta: ReactNode[]; onOpen: () => void; testId: string }) {
  return (
    <button type="button" className="side-panel__row" onClick={onOpen} data-testid={testId}>
      <span className="side-panel__row-title">{title}</span>
      {chip}
      {meta.map((line, index) => (
        <span key={index} className="side-panel__row-meta">
          {line}
        </span>
      ))}
    </button>
  );
}

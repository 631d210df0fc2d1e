import type { ReactNode } from 'react';
import { ASSETS_PER_DATA_SOURCE_MAX } from '../../../../api/schemas/project.schema';

export type SourceCount = { key: string; count: number; text: string };

type SelectionSummaryProps = {
  label: string;
  /** The section's test id; the count's is this with "-count". */
  testId: string;
  active: boolean;
  /** Shown instead of the count, the sources and the actions while there is nothing to count. */
  hint: string | null;
  count: string;
  sources: readonly SourceCount[];
  sourceTestId?: string;
  actions: ReactNode;
};

/** The bar above a Builder table: what is chosen, each data source's share of SPEC 5's 5 (full ones marked), and the actions on it. */
export function SelectionSummary({ label, testId, active, hint, count, sources, sourceTestId, actions }: SelectionSummaryProps) {
  return (
    <section className={`builder-selection${active ? ' builder-selection--active' : ''}`} aria-label={label} data-testid={testId}>
      <i className="pi pi-check-square builder-selection__icon" aria-hidden="true" />
      {hint !== null ? (
        <span className="builder-selection__hint">{hint}</span>
      ) : (
        <>
          <strong className="builder-selection__count" data-testid={`${testId}-count`}>
            {count}
          </strong>
          <ul className="builder-selection__sources">
            {sources.map((source) => (
              <li key={source.key} className={`builder-selection__source${source.count >= ASSETS_PER_DATA_SOURCE_MAX ? ' builder-selection__source--full' : ''}`} data-testid={sourceTestId}>
                {source.text}
              </li>
            ))}
          </ul>
          {actions}
        </>
      )}
    </section>
  );
}

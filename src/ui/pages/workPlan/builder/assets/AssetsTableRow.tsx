import { memo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { WorkPlanAsset } from '../../../../../api/schemas/dataSource.schema';
import type { Formatters } from '../../../../format/format';
import { ASSET_COLUMNS, type AssetColumn } from './assetColumns';

/*
 * Plain elements where a row would otherwise hold PrimeReact components: a fling draws hundreds of
 * rows a second, and each Skeleton (eleven a row while its window loads) and Checkbox costs a pass
 * through PrimeReact's props machinery (bench/builderScroll.ts at 400 rows a second). The skeleton
 * keeps the theme's classes; the box is the browser's own, in the theme's colour.
 */
const SKELETON_CLASS = 'p-skeleton p-component builder-table__skeleton';

export type AssetRowActions = { toggle: (asset: WorkPlanAsset) => void; open: (asset: WorkPlanAsset) => void };

type AssetsTableRowProps = {
  /** Undefined while the row's window is loading: its cells draw a skeleton. */
  asset: WorkPlanAsset | undefined;
  selected: boolean;
  highlighted: boolean;
  sourceName: string;
  actions: AssetRowActions;
  t: TFunction<'workPlanBuilder'>;
  format: Formatters;
};

const optional = (t: AssetsTableRowProps['t'], value: string | null): ReactNode =>
  value === null || value.trim() === '' ? <span className="builder-table__blank">{t('assets.blank')}</span> : value;

function cellContent(column: AssetColumn, { asset, selected, sourceName, actions, t, format }: AssetsTableRowProps & { asset: WorkPlanAsset }): ReactNode {
  const label = asset.name ?? asset.asset_id;
  switch (column) {
    case 'select':
      return (
        <input
          type="checkbox"
          className="builder-table__check"
          checked={selected}
          aria-label={t('assets.selectAsset', { asset: label })}
          // The row's own click toggles it.
          onClick={(event) => event.stopPropagation()}
          onChange={() => actions.toggle(asset)}
          data-testid="builder-select"
        />
      );
    case 'asset_id':
      return <span className="builder-table__id">{asset.asset_id}</span>;
    case 'name':
      return (
        <button
          type="button"
          className="builder-table__name"
          onClick={(event) => {
            // Opening an asset does not select it.
            event.stopPropagation();
            actions.open(asset);
          }}
          aria-label={t('assets.openAsset', { asset: label })}
          data-testid="builder-asset-name"
        >
          {asset.name ?? t('assets.unnamed')}
        </button>
      );
    case 'asset_class':
    case 'location':
    case 'hierarchy':
    case 'criticality':
      return optional(t, asset[column]);
    case 'network_measure':
      return asset.network_measure === null ? optional(t, null) : format.number(asset.network_measure, 0);
    case 'treatment_count':
      return format.number(asset.treatment_count, 0);
    case 'first_year':
      return asset.first_year === null ? optional(t, null) : String(asset.first_year);
    case 'data_source':
      return <span className="builder-table__source">{sourceName}</span>;
  }
}

/**
 * One row of the assets table. Memoised: when the table scrolls by a few rows, only the rows that
 * come into its window draw, and a row already drawn draws again only when its asset, its
 * selection or its highlight changes.
 */
export const AssetsTableRow = memo(function AssetsTableRow(props: AssetsTableRowProps) {
  const { asset, selected, highlighted, actions } = props;
  const className = `builder-table__row${selected ? ' builder-table__row--selected' : ''}${highlighted ? ' builder-table__row--highlighted' : ''}`;
  return (
    <tr className={className} onClick={asset ? () => actions.toggle(asset) : undefined} aria-busy={asset ? undefined : true}>
      {ASSET_COLUMNS.map(({ key, numeric }) => (
        <td key={key} className={numeric ? 'builder-table__number' : undefined}>
          {asset ? cellContent(key, { ...props, asset }) : <span className={SKELETON_CLASS} aria-hidden="true" />}
        </td>
      ))}
    </tr>
  );
});

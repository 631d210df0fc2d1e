/** The assets table's columns, in order, with their widths; the name takes what is left. */
export const ASSET_COLUMNS = [
  { key: 'select', width: '44px', numeric: false },
  { key: 'asset_id', width: '92px', numeric: false },
  { key: 'name', width: 'auto', numeric: false },
  { key: 'asset_class', width: '84px', numeric: false },
  { key: 'location', width: '112px', numeric: false },
  { key: 'hierarchy', width: '96px', numeric: false },
  { key: 'criticality', width: '84px', numeric: false },
  { key: 'network_measure', width: '88px', numeric: true },
  { key: 'treatment_count', width: '88px', numeric: true },
  { key: 'first_year', width: '76px', numeric: true },
  { key: 'data_source', width: '128px', numeric: false },
] as const;

export type AssetColumn = (typeof ASSET_COLUMNS)[number]['key'];

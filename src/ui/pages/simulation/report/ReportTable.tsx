import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo } from 'react';
import type { Table } from '../../../../api/schemas/reportSummary.schema';
import { formatUnit } from '../../../components/charts/reportChart/unitFormat';
import { useReportLabel } from '../../../components/charts/reportChart/useReportLabel';
import { useFormat } from '../../../format/useFormat';
import { useLocationName } from './location/useLocationName';

const PAGE_ROWS = 12;
type Row = Record<string, number | string | null>;

/** A report's numbers as a sortable table, each cell formatted by its column's unit; long tables page. */
export function ReportTable({ table, label }: { table: Table; label: string }) {
  const format = useFormat();
  const labelOf = useReportLabel();
  const locationName = useLocationName();
  const rows = useMemo(() => table.rows.map((row) => Object.fromEntries(table.columns.map((column, index) => [column.id, row[index] ?? null])) as Row), [table]);
  const paged = rows.length > PAGE_ROWS;
  return (
    <DataTable
      value={rows}
      size="small"
      stripedRows
      removableSort
      paginator={paged}
      rows={PAGE_ROWS}
      className="report-table"
      aria-label={label}
      data-testid="report-table"
      tableStyle={{ minWidth: `${Math.max(table.columns.length * 130, 480)}px` }}
    >
      {table.columns.map((column) => {
        const numeric = column.unit !== 'text' && column.unit !== 'year';
        return (
          <Column
            key={column.id}
            field={column.id}
            header={labelOf(column.label)}
            sortable
            align={numeric ? 'right' : 'left'}
            alignHeader={numeric ? 'right' : 'left'}
            body={(row: Row) => {
              const value = row[column.id];
              return column.id === 'location' && typeof value === 'string' ? locationName(value) : formatUnit(format, column.unit, value);
            }}
          />
        );
      })}
    </DataTable>
  );
}

import type { Unit } from '../../../../api/schemas/reportSummary.schema';
import type { Formatters } from '../../../format/format';

/**
 * A report number in the user's language: `full` for tooltips, cards and tables (every dollar),
 * `axis` for chart axes (short forms: $1.3M). Percentages arrive as ratios (0.255 is 25.5 %);
 * years are never grouped (2031, not 2,031).
 */
export function formatUnit(format: Formatters, unit: Unit, value: number | string | null | undefined, style: 'full' | 'axis' = 'full'): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string' || unit === 'text' || unit === 'year') return String(value);
  const axis = style === 'axis';
  switch (unit) {
    case 'currency':
      return axis ? format.compactCurrency(value) : format.currency(value);
    case 'percent':
      return format.percent(value, axis ? 0 : 1);
    case 'count':
      return axis ? format.compactNumber(value) : format.number(value, 0);
    case 'measure':
      return axis ? format.compactNumber(value) : format.number(value, 1);
    case 'index':
      return format.number(value, axis ? 0 : 1);
    case 'state':
      return format.number(value, axis ? 1 : 2);
  }
}

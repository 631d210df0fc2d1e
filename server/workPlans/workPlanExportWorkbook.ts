import ExcelJS from 'exceljs';
import type { Insights } from '../../src/api/schemas/project.schema';
import { styleHeaderRow } from '../reports/exportWorkbook';
import type { PlanWorkbookTexts } from './workPlanExportTexts';

type Cell = string | number | null;
type Column = { key: string; numFmt: string; width: number };

const MONEY = '"$"#,##0.00';
const COUNT = '#,##0';
const DATE_TEXT = '@';
const TEXT = '@';

/** A year over budget stands out in the workbook as it does on screen. */
const OVER_BUDGET_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFB42318' } };

export type PlanWorkbookFacts = { planName: string; exportedAt: Date };

/** A sheet with a styled, frozen, filterable header row, as the report export's sheets have. */
function tableSheet(workbook: ExcelJS.Workbook, name: string, columns: readonly Column[], texts: PlanWorkbookTexts, rows: readonly Cell[][]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width, style: { numFmt: column.numFmt } }));
  const header = sheet.addRow(columns.map((column) => texts.text(`columns.${column.key}`)));
  styleHeaderRow(header);
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  for (const row of rows) sheet.addRow(row);
  return sheet;
}

const PROJECT_COLUMNS: Column[] = [
  { key: 'project', numFmt: TEXT, width: 32 },
  { key: 'status', numFmt: TEXT, width: 16 },
  { key: 'priority', numFmt: TEXT, width: 14 },
  { key: 'startDate', numFmt: DATE_TEXT, width: 12 },
  { key: 'endDate', numFmt: DATE_TEXT, width: 12 },
  { key: 'phases', numFmt: COUNT, width: 10 },
  { key: 'treatments', numFmt: COUNT, width: 12 },
  { key: 'totalBudget', numFmt: MONEY, width: 18 },
  { key: 'treatmentCost', numFmt: MONEY, width: 18 },
  { key: 'contingency', numFmt: MONEY, width: 18 },
  { key: 'proposedSpend', numFmt: MONEY, width: 18 },
];

const PHASE_COLUMNS: Column[] = [
  { key: 'project', numFmt: TEXT, width: 28 },
  { key: 'phase', numFmt: TEXT, width: 28 },
  { key: 'status', numFmt: TEXT, width: 16 },
  { key: 'startDate', numFmt: DATE_TEXT, width: 12 },
  { key: 'endDate', numFmt: DATE_TEXT, width: 12 },
  { key: 'fundingSource', numFmt: TEXT, width: 20 },
  { key: 'contingencyPercent', numFmt: '0.##', width: 14 },
  { key: 'treatments', numFmt: COUNT, width: 12 },
  { key: 'totalBudget', numFmt: MONEY, width: 18 },
  { key: 'treatmentCost', numFmt: MONEY, width: 18 },
  { key: 'contingency', numFmt: MONEY, width: 18 },
  { key: 'proposedSpend', numFmt: MONEY, width: 18 },
];

const TREATMENT_COLUMNS: Column[] = [
  { key: 'project', numFmt: TEXT, width: 24 },
  { key: 'phase', numFmt: TEXT, width: 24 },
  { key: 'assetId', numFmt: TEXT, width: 16 },
  { key: 'assetName', numFmt: TEXT, width: 28 },
  { key: 'assetClass', numFmt: TEXT, width: 16 },
  { key: 'treatment', numFmt: TEXT, width: 26 },
  { key: 'kind', numFmt: TEXT, width: 12 },
  { key: 'date', numFmt: DATE_TEXT, width: 12 },
  { key: 'costPerUnit', numFmt: MONEY, width: 14 },
  { key: 'variationPerUnit', numFmt: MONEY, width: 14 },
  { key: 'networkMeasure', numFmt: '#,##0.00', width: 14 },
  { key: 'costEstimate', numFmt: MONEY, width: 18 },
];

const BUDGET_COLUMNS: Column[] = [
  { key: 'fundingSource', numFmt: TEXT, width: 24 },
  { key: 'planningYear', numFmt: TEXT, width: 16 },
  { key: 'budget', numFmt: MONEY, width: 18 },
  { key: 'proposedSpend', numFmt: MONEY, width: 18 },
  { key: 'remaining', numFmt: MONEY, width: 18 },
  { key: 'overBudget', numFmt: TEXT, width: 14 },
];

function summarySheet(workbook: ExcelJS.Workbook, insights: Insights, facts: PlanWorkbookFacts, texts: PlanWorkbookTexts): void {
  const sheet = workbook.addWorksheet(texts.text('sheets.summary'));
  sheet.columns = [{ width: 28 }, { width: 40 }];
  const title = sheet.addRow([facts.planName]);
  title.font = { bold: true, size: 14 };
  sheet.addRow([]);
  const { totals, budgets } = insights;
  const lines: Array<[string, string | number | Date, string]> = [
    ['exportedAt', facts.exportedAt, 'yyyy-mm-dd hh:mm'],
    ['projects', totals.project_count, COUNT],
    ['phases', totals.phase_count, COUNT],
    ['treatments', totals.treatment_count, COUNT],
    ['totalBudget', totals.total_budget, MONEY],
    ['treatmentCost', totals.treatment_cost, MONEY],
    ['contingency', totals.contingency_amount, MONEY],
    ['proposedSpend', totals.proposed_spend, MONEY],
    ['outsideTimeFrame', budgets.outside_time_frame_spend, MONEY],
  ];
  for (const [key, value, numFmt] of lines) {
    const row = sheet.addRow([texts.text(`summary.${key}`), value]);
    row.getCell(1).font = { bold: true };
    row.getCell(2).numFmt = numFmt;
    row.getCell(2).alignment = { horizontal: 'left' };
  }
}

/**
 * The plan as an Excel workbook: a summary of its totals, then its projects, phases, treatments
 * and budgets, one sheet each, with the money the Insights tab shows.
 */
export async function workPlanWorkbook(insights: Insights, facts: PlanWorkbookFacts, texts: PlanWorkbookTexts): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Horizon';
  workbook.created = facts.exportedAt;
  summarySheet(workbook, insights, facts, texts);
  const { projects, budgets } = insights;
  tableSheet(
    workbook,
    texts.text('sheets.projects'),
    PROJECT_COLUMNS,
    texts,
    projects.map((p) => [p.name, p.status?.name ?? null, p.priority?.name ?? null, p.start_date, p.end_date, p.phase_count, p.treatment_count, p.total_budget, p.treatment_cost, p.contingency_amount, p.proposed_spend]),
  );
  tableSheet(
    workbook,
    texts.text('sheets.phases'),
    PHASE_COLUMNS,
    texts,
    projects.flatMap((project) =>
      project.phases.map((phase) => [
        project.name,
        phase.name,
        phase.status?.name ?? null,
        phase.start_date,
        phase.end_date,
        phase.funding_source?.name ?? null,
        phase.contingency,
        phase.treatment_count,
        phase.total_budget,
        phase.treatment_cost,
        phase.contingency_amount,
        phase.proposed_spend,
      ]),
    ),
  );
  tableSheet(
    workbook,
    texts.text('sheets.treatments'),
    TREATMENT_COLUMNS,
    texts,
    projects.flatMap((project) =>
      project.phases.flatMap((phase) =>
        phase.treatments.map((t) => [project.name, phase.name, t.asset_id, t.asset_name, t.asset_class, t.name, texts.text(`kinds.${t.kind}`), t.date, t.cost, t.variation, t.network_measure, t.cost_estimate]),
      ),
    ),
  );
  const budgetRows = budgets.funding_sources.flatMap((row) =>
    row.years.map((cell) => ({
      cells: [
        row.funding_source?.name ?? texts.text('budgets.noFundingSource'),
        budgets.years[cell.year_index]?.label ?? '',
        cell.budget,
        cell.proposed_spend,
        cell.budget - cell.proposed_spend,
        cell.over_budget ? texts.text('budgets.over') : '',
      ],
      over: cell.over_budget,
    })),
  );
  const sheet = tableSheet(workbook, texts.text('sheets.budgets'), BUDGET_COLUMNS, texts, budgetRows.map((row) => row.cells));
  budgetRows.forEach((row, index) => {
    if (row.over) sheet.getRow(index + 2).font = OVER_BUDGET_FONT;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import { Column } from 'primereact/column';
import type { TreeNode } from 'primereact/treenode';
import { TreeTable, type TreeTableExpandedKeysType } from 'primereact/treetable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insights } from '../../../../api/schemas/project.schema';
import type { Formatters } from '../../../format/format';
import { useFormat } from '../../../format/useFormat';
import { useOpenSidePanel, type SidePanelChoice } from '../sidePanel/sidePanelLink';
import { formatPlanSpan } from './insightsDates';

type Level = 'project' | 'phase' | 'treatment';

type Row = {
  level: Level;
  name: string;
  detail: string | null;
  status: { name: string; colour: string } | null;
  dates: string;
  fundingSource: string | null;
  treatments: number | null;
  totalBudget: number | null;
  treatmentCost: number;
  contingency: number | null;
  proposedSpend: number;
  open: SidePanelChoice;
};

type MoneyKey = 'totalBudget' | 'treatmentCost' | 'contingency' | 'proposedSpend';
const MONEY_COLUMNS: readonly MoneyKey[] = ['totalBudget', 'treatmentCost', 'contingency', 'proposedSpend'];

function treeOf(insights: Insights, format: Formatters): TreeNode[] {
  return insights.projects.map((project) => ({
    key: project.id,
    data: {
      level: 'project',
      name: project.name,
      detail: null,
      status: project.status,
      dates: formatPlanSpan(project.start_date, project.end_date, format),
      fundingSource: null,
      treatments: project.treatment_count,
      totalBudget: project.total_budget,
      treatmentCost: project.treatment_cost,
      contingency: project.contingency_amount,
      proposedSpend: project.proposed_spend,
      open: { view: 'project_details', projectId: project.id },
    } satisfies Row,
    children: project.phases.map((phase) => ({
      key: phase.id,
      data: {
        level: 'phase',
        name: phase.name,
        detail: null,
        status: phase.status,
        dates: formatPlanSpan(phase.start_date, phase.end_date, format),
        fundingSource: phase.funding_source?.name ?? null,
        treatments: phase.treatment_count,
        totalBudget: phase.total_budget,
        treatmentCost: phase.treatment_cost,
        contingency: phase.contingency_amount,
        proposedSpend: phase.proposed_spend,
        open: { view: 'phase_details', projectId: project.id, phaseId: phase.id },
      } satisfies Row,
      children: phase.treatments.map((treatment) => ({
        key: treatment.id,
        data: {
          level: 'treatment',
          name: treatment.name,
          detail: treatment.asset_name ? `${treatment.asset_id} · ${treatment.asset_name}` : treatment.asset_id,
          status: null,
          dates: format.day(treatment.date),
          fundingSource: null,
          treatments: null,
          totalBudget: null,
          treatmentCost: treatment.cost_estimate,
          contingency: null,
          proposedSpend: treatment.cost_estimate,
          open: { view: 'treatment_details', projectId: project.id, phaseId: phase.id, treatmentId: treatment.id },
        } satisfies Row,
      })),
    })),
  }));
}

/**
 * Column widths in rem: a fixed-layout table shares what is left among the columns without one,
 * which squeezed seven-figure amounts into each other. The table scrolls sideways below their sum,
 * the money first so that it shows at 1440 px beside the navigation.
 */
const WIDTHS = { name: 15, status: 8, treatments: 6.5, money: 8.25, dates: 14.5, fundingSource: 10.5 };
const GRID_MIN_WIDTH = `${WIDTHS.name + WIDTHS.status + WIDTHS.dates + WIDTHS.fundingSource + WIDTHS.treatments + MONEY_COLUMNS.length * WIDTHS.money}rem`;

/** Every project and phase open: the Grid shows the whole plan at first, and each level folds away. */
const allExpanded = (insights: Insights): TreeTableExpandedKeysType =>
  Object.fromEntries(insights.projects.flatMap((project) => [[project.id, true], ...project.phases.map((phase) => [phase.id, true] as const)]));

/**
 * The Grid (SPEC 2 "Work Plan insights"): projects ▸ phases ▸ treatments with their money at each
 * level and the plan's totals in the footer. A row opens its level's view in the side panel.
 */
export function InsightsGrid({ insights }: { insights: Insights }) {
  const { t } = useTranslation('workPlanInsights');
  const format = useFormat();
  const openSidePanel = useOpenSidePanel();
  const [expandedKeys, setExpandedKeys] = useState<TreeTableExpandedKeysType>(() => allExpanded(insights));
  const money = (value: number | null) => (value === null ? '' : format.currency(value));
  const footer: Record<MoneyKey, number> = {
    totalBudget: insights.totals.total_budget,
    treatmentCost: insights.totals.treatment_cost,
    contingency: insights.totals.contingency_amount,
    proposedSpend: insights.totals.proposed_spend,
  };

  const nameBody = (node: TreeNode) => {
    const row = node.data as Row;
    return (
      <span className={`insights-grid__name insights-grid__name--${row.level}`}>
        <span className="insights-grid__level">{t(`grid.${row.level}`)}</span>
        <span className="insights-grid__title">{row.name}</span>
        {row.detail ? <span className="insights-grid__detail">{row.detail}</span> : null}
      </span>
    );
  };
  const statusBody = (node: TreeNode) => {
    const { status } = node.data as Row;
    return status ? (
      <span className="insights-status">
        <span className="insights-board__swatch" style={{ background: status.colour }} aria-hidden="true" />
        {status.name}
      </span>
    ) : null;
  };

  return (
    <section className="insights-grid" aria-label={t('grid.label')} data-testid="insights-grid">
      <TreeTable
        value={treeOf(insights, format)}
        expandedKeys={expandedKeys}
        onToggle={(event) => setExpandedKeys(event.value)}
        onRowClick={(event) => openSidePanel((event.node.data as Row).open)}
        rowClassName={(node) => ({ [`insights-grid__row--${(node.data as Row).level}`]: true })}
        scrollable
        tableStyle={{ minWidth: GRID_MIN_WIDTH }}
        className="insights-grid__table"
      >
        <Column field="name" header={t('grid.name')} body={nameBody} expander footer={t('grid.total')} style={{ width: `${WIDTHS.name}rem` }} />
        <Column field="status" header={t('grid.status')} body={statusBody} className="insights-grid__nowrap" style={{ width: `${WIDTHS.status}rem` }} />
        <Column
          field="treatments"
          header={t('grid.treatments')}
          align="right"
          alignHeader="right"
          style={{ width: `${WIDTHS.treatments}rem` }}
          body={(node: TreeNode) => ((node.data as Row).treatments === null ? '' : format.number((node.data as Row).treatments!, 0))}
          footer={format.number(insights.totals.treatment_count, 0)}
        />
        {MONEY_COLUMNS.map((key) => (
          <Column
            key={key}
            field={key}
            header={t(`grid.${key}`)}
            align="right"
            alignHeader="right"
            className="insights-grid__nowrap"
            style={{ width: `${WIDTHS.money}rem` }}
            body={(node: TreeNode) => money((node.data as Row)[key])}
            footer={<span data-testid={`grid-total-${key}`}>{format.currency(footer[key])}</span>}
          />
        ))}
        <Column field="dates" header={t('grid.dates')} className="insights-grid__nowrap" style={{ width: `${WIDTHS.dates}rem` }} />
        <Column field="fundingSource" header={t('grid.fundingSource')} style={{ width: `${WIDTHS.fundingSource}rem` }} />
      </TreeTable>
    </section>
  );
}

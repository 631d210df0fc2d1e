import { useTranslation } from 'react-i18next';
import type { Insights } from '../../../../api/schemas/project.schema';
import { ApexChart } from '../../../components/charts/ApexChart';
import { useFormat } from '../../../format/useFormat';
import { useOpenSidePanel } from '../sidePanel/sidePanelLink';
import { dayTime } from './insightsDates';
import { ganttPhases } from './insightsSelectors';

const NO_STATUS_COLOUR = '#94a3b8';
const YEAR_BANDS = ['rgba(15, 39, 66, 0.045)', 'rgba(15, 39, 66, 0.0)'];
const ROW_HEIGHT = 34;
const CHART_PADDING = 90;
/** A day in milliseconds: a phase's end date is the last day it covers, so its bar runs to that day's end. */
const DAY_MS = 86_400_000;

/**
 * The Gantt (SPEC 2 "Work Plan insights"): each phase as a bar from its start to its end date,
 * grouped by project in the plan's order and coloured by the phase's status, over the plan's
 * planning years as alternating bands. A bar opens the phase in the side panel.
 */
export function InsightsGantt({ insights }: { insights: Insights }) {
  const { t } = useTranslation('workPlanInsights');
  const format = useFormat();
  const openSidePanel = useOpenSidePanel();
  const phases = ganttPhases(insights);
  const statuses = [...new Map(phases.map((phase) => [phase.status?.id ?? '', phase.status])).values()];
  const years = insights.budgets.years;
  const label = (phase: (typeof phases)[number]) => `${phase.project_name} ▸ ${phase.name}`;

  return (
    <section className="insights-gantt" aria-label={t('gantt.label')} data-testid="insights-gantt">
      <ApexChart
        type="rangeBar"
        height={Math.max(220, phases.length * ROW_HEIGHT + CHART_PADDING)}
        series={[
          {
            name: t('gantt.label'),
            data: phases.map((phase) => ({
              x: label(phase),
              y: [dayTime(phase.start_date), dayTime(phase.end_date) + DAY_MS],
              fillColor: phase.status?.colour ?? NO_STATUS_COLOUR,
            })),
          },
        ]}
        options={{
          chart: {
            id: 'insights-gantt',
            toolbar: { show: false },
            zoom: { enabled: false },
            animations: { enabled: false },
            fontFamily: 'inherit',
            events: {
              dataPointSelection: (_event: unknown, _chart: unknown, { dataPointIndex }: { dataPointIndex: number }) => {
                const phase = phases[dataPointIndex];
                if (phase) openSidePanel({ view: 'phase_details', projectId: phase.project_id, phaseId: phase.phase_id });
              },
            },
          },
          plotOptions: { bar: { horizontal: true, barHeight: '62%', borderRadius: 4, rangeBarGroupRows: false } },
          dataLabels: { enabled: false },
          states: { active: { filter: { type: 'none' } } },
          xaxis: { type: 'datetime', labels: { datetimeUTC: true } },
          yaxis: { labels: { maxWidth: 320, style: { fontSize: '12px' } } },
          grid: { borderColor: '#eef2f7', xaxis: { lines: { show: true } } },
          annotations: {
            xaxis: years.map((year, index) => ({
              x: dayTime(year.start),
              x2: dayTime(year.end) + DAY_MS,
              fillColor: YEAR_BANDS[index % YEAR_BANDS.length],
              opacity: 1,
              borderColor: 'transparent',
              label: { text: year.label, orientation: 'horizontal', position: 'top', borderWidth: 0, style: { background: 'transparent', color: '#64748b', fontSize: '11px' } },
            })),
          },
          tooltip: {
            custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
              const phase = phases[dataPointIndex];
              if (!phase) return '';
              const span = t('gantt.tooltip', { start: format.day(phase.start_date), end: format.day(phase.end_date) });
              const status = phase.status?.name ?? t('gantt.noStatus');
              const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
              return `<div class="insights-gantt__tooltip"><strong>${escape(label(phase))}</strong><span>${escape(span)}</span><span>${escape(status)}</span></div>`;
            },
          },
        }}
      />
      <ul className="insights-gantt__legend" aria-label={t('gantt.legend')}>
        {statuses.map((status) => (
          <li key={status?.id ?? 'none'}>
            <span className="insights-board__swatch" style={{ background: status?.colour ?? NO_STATUS_COLOUR }} aria-hidden="true" />
            {status?.name ?? t('gantt.noStatus')}
          </li>
        ))}
        <li className="insights-gantt__legend-note">{t('gantt.legend')}</li>
      </ul>
    </section>
  );
}

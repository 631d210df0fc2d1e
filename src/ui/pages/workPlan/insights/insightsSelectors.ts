import type { SnapshotFrom } from 'xstate';
import type { Insights } from '../../../../api/schemas/project.schema';
import type { workPlanInsightsMachine } from '../../../../machines/workPlanInsights.machine';

type Snapshot = SnapshotFrom<typeof workPlanInsightsMachine>;

export const selectInsights = (snapshot: Snapshot) => snapshot.context.insights;
export const selectInsightsFailure = (snapshot: Snapshot) => snapshot.context.failure;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.hasTag('error');
/** A card is on its way to another status: the Board takes no other move until the server answers. */
export const selectIsMoving = (snapshot: Snapshot) => snapshot.hasTag('moving');
export const selectIsExporting = (snapshot: Snapshot) => snapshot.hasTag('exporting');

/** The Gantt's bars: grouped by project in the plan's order, then by start date and name. */
export function ganttPhases(insights: Insights): Insights['gantt'] {
  const projectOrder = new Map(insights.projects.map((project, index) => [project.id, index]));
  return [...insights.gantt].sort(
    (a, b) => projectOrder.get(a.project_id)! - projectOrder.get(b.project_id)! || a.start_date.localeCompare(b.start_date) || a.name.localeCompare(b.name),
  );
}

/** The Board's columns with their projects and proposed spend; the no-status column only while it holds projects. */
export function boardColumns(insights: Insights): Array<Insights['board'][number] & { cards: Insights['projects']; spend: number }> {
  const projects = new Map(insights.projects.map((project) => [project.id, project]));
  return insights.board
    .filter((column) => column.status || column.project_ids.length > 0)
    .map((column) => {
      const cards = column.project_ids.flatMap((id) => projects.get(id) ?? []);
      return { ...column, cards, spend: cards.reduce((total, project) => total + project.proposed_spend, 0) };
    });
}

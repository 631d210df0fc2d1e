import type { Insights } from '../../src/api/schemas/project.schema';
import type { WorkPlanSettings } from '../../src/api/schemas/workPlan.schema';
import { WORK_PLAN_EXPORT_KIND, WORK_PLAN_EXPORT_VERSION, type WorkPlanExport } from '../../src/api/schemas/workPlanExport.schema';

export type PlanIdentity = { id: string; portfolio_id: string; name: string; description: string };

/**
 * The plan for the modelling app: its settings as they are (time frame, funding sources with
 * their budgets, priorities, statuses, fields) and each treatment by data source and asset id,
 * with the simulation's work number it came from and its cost estimate.
 */
export function workPlanJson(plan: PlanIdentity, settings: WorkPlanSettings, insights: Insights, exportedAt: Date): WorkPlanExport {
  return {
    kind: WORK_PLAN_EXPORT_KIND,
    version: WORK_PLAN_EXPORT_VERSION,
    exported_at: exportedAt.toISOString(),
    work_plan: plan,
    settings: {
      time_frame: settings.time_frame,
      funding_sources: settings.funding_sources,
      priority_items: settings.priority_items,
      status_items: settings.status_items,
      udf_fields: settings.udf_fields,
    },
    projects: insights.projects.map((project) => ({
      id: project.id,
      name: project.name,
      description: project.description,
      status: project.status?.name ?? null,
      priority: project.priority?.name ?? null,
      start_date: project.start_date,
      end_date: project.end_date,
      total_budget: project.total_budget,
      treatment_cost: project.treatment_cost,
      contingency_amount: project.contingency_amount,
      proposed_spend: project.proposed_spend,
      phases: project.phases.map((phase) => ({
        id: phase.id,
        order: phase.order,
        name: phase.name,
        description: phase.description,
        status: phase.status?.name ?? null,
        priority: phase.priority?.name ?? null,
        start_date: phase.start_date,
        end_date: phase.end_date,
        funding_source_id: phase.funding_source?.id ?? null,
        contingency: phase.contingency,
        total_budget: phase.total_budget,
        treatment_cost: phase.treatment_cost,
        contingency_amount: phase.contingency_amount,
        proposed_spend: phase.proposed_spend,
        treatments: phase.treatments.map((treatment) => ({
          id: treatment.id,
          kind: treatment.kind,
          data_source_id: treatment.data_source_id,
          asset_id: treatment.asset_id,
          asset_name: treatment.asset_name,
          asset_class: treatment.asset_class,
          proposed_treatment_id: treatment.proposed_treatment_id,
          proposed_year: treatment.proposed_year,
          name: treatment.name,
          date: treatment.date,
          cost: treatment.cost,
          variation: treatment.variation,
          network_measure: treatment.network_measure,
          cost_estimate: treatment.cost_estimate,
        })),
      })),
    })),
    totals: insights.totals,
  };
}

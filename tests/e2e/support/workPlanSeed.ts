import type { ApiSession } from './apiSession';

/*
 * Work plans for the end-to-end tests, made through the API as a planner would make them: a plan
 * in a portfolio licensed for the Work Planner, a completed demo run imported as its data source,
 * and projects, phases and treatments of that run's proposed works.
 */

export type Candidate = { task_id: string; simulation_name: string; imported: boolean };
export type SeededDataSource = { id: string; simulation_name: string; import_status: string; asset_count: number };
export type SeededTreatment = { id: string; name: string; asset_id: string; cost: number; variation: number; network_measure: number | null; cost_estimate: number };
export type ProposedTreatment = { id: string; asset_uuid: string; data_source_id: string; proposed_treatment_id: number; asset_id: string; year: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `read` gives a value: the demo runs finish, and imports copy their works, while a spec waits. */
export async function poll<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 300_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(1000);
  }
}

/** A portfolio licensed for the Work Planner in which `count` demo runs named `simulationName` (any when not given) have completed. */
export async function licensedPortfolioWithRun(api: ApiSession, simulationName?: string, count = 1): Promise<string> {
  return poll(async () => {
    const { contents } = await api.call<{ contents: Array<{ portfolio_id: string; current_task: { status: string } | null }> }>(
      'GET',
      simulationName === undefined ? '/simulations?page_size=100' : `/simulations?q=${encodeURIComponent(simulationName)}`,
    );
    const completed = contents.filter((candidate) => candidate.current_task?.status === 'completed');
    for (const portfolioId of new Set(completed.map((simulation) => simulation.portfolio_id))) {
      if (completed.filter((simulation) => simulation.portfolio_id === portfolioId).length < count) continue;
      const portfolio = await api.call<{ id: string; features: string[] }>('GET', `/portfolios/${portfolioId}`);
      if (portfolio.features.includes('papa')) return portfolio.id;
    }
    return undefined;
  }, simulationName === undefined ? `${count} completed demo runs in a licensed portfolio` : `the demo run ${simulationName} in a licensed portfolio`);
}

export type SeededPlan = { id: string; name: string; description: string; dataSources: SeededDataSource[] };

/** A new, empty work plan of the portfolio. */
export async function createWorkPlan(api: ApiSession, portfolioId: string, name: string, description = 'Made by the end-to-end tests.'): Promise<SeededPlan> {
  const { id } = await api.call<{ id: string }>('POST', `/portfolios/${portfolioId}/work-plans`, { name, description });
  return { id, name, description, dataSources: [] };
}

/**
 * Imports into the plan the runs `choose` picks among its importable ones, as soon as it picks
 * any (a run is importable once its reports are generated, a little after it completes), and
 * gives the plan's data sources once every import has completed.
 */
export async function importRuns(api: ApiSession, planId: string, choose: (importable: Candidate[]) => Candidate[], what: string): Promise<SeededDataSource[]> {
  const runs = await poll(async () => {
    const { contents } = await api.call<{ contents: Candidate[] }>('GET', `/v5/datasource/${planId}/candidates`);
    const chosen = choose(contents.filter((candidate) => !candidate.imported));
    return chosen.length > 0 ? chosen : undefined;
  }, `${what} to become importable`);
  await api.call('POST', `/v5/datasource/${planId}/import`, { wp_id: planId, ds_ids: runs.map((run) => run.task_id) });
  return poll(async () => {
    const { contents } = await api.call<{ contents: SeededDataSource[] }>('GET', `/v5/datasource/${planId}`);
    if (contents.some((source) => source.import_status === 'failed')) throw new Error(`The import of ${what} failed`);
    return contents.every((source) => source.import_status === 'completed') ? contents : undefined;
  }, `the import of ${what}`);
}

/** A new work plan with the run named `simulationName` imported, once its import has completed. */
export async function planWithImportedRun(api: ApiSession, portfolioId: string, name: string, simulationName: string, description?: string): Promise<SeededPlan> {
  const plan = await createWorkPlan(api, portfolioId, name, description);
  const dataSources = await importRuns(api, plan.id, (importable) => importable.filter((candidate) => candidate.simulation_name === simulationName).slice(0, 1), `the run ${simulationName}`);
  return { ...plan, dataSources };
}

/** The plan's planning time frame (its information kept as the plan was made). */
export async function setTimeFrame(api: ApiSession, plan: SeededPlan, timeFrame: { fiscal_year_start: string; fiscal_year_end: string; planning_years: number }): Promise<void> {
  await api.call('PUT', `/v5/workspace-setting/${plan.id}`, { information: { name: plan.name, description: plan.description }, time_frame: timeFrame });
}

/** The plan's status item named `name` (a new plan has Proposed, Approved, In progress and Completed). */
export async function statusItem(api: ApiSession, planId: string, name: string): Promise<{ id: string; name: string; colour: string }> {
  const { status_items: items } = await api.call<{ status_items: Array<{ id: string; name: string; colour: string }> }>('GET', `/v5/workspace-setting/${planId}`);
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`The plan has no status ${name}; it has ${items.map((candidate) => candidate.name).join(', ')}`);
  return item;
}

/** The first `count` proposed treatments of the plan, one per asset, in the API's order. */
export async function proposedTreatmentsOfDistinctAssets(api: ApiSession, planId: string, count: number): Promise<ProposedTreatment[]> {
  const { contents } = await api.call<{ contents: ProposedTreatment[] }>('GET', `/v5/project-phase-treatment/${planId}/proposed?limit=1000`);
  const byAsset = new Map<string, ProposedTreatment>();
  for (const row of contents) if (!byAsset.has(row.asset_uuid)) byAsset.set(row.asset_uuid, row);
  return [...byAsset.values()].slice(0, count);
}

/** SPEC 5 takes 5 assets of a data source at a time: bigger picks go in as several Create Treatment requests. */
const PICKS_PER_REQUEST = 5;

/** A phase as POST /v5/project-phase takes it. */
export type PhaseBody = { name: string; start_date: string; end_date: string; funding_source_id?: string; contingency?: number; total_budget?: number };

/** A project, of the status given if any, and one phase holding the treatments picked, dated `date`. */
export async function projectWithTreatments(
  api: ApiSession,
  planId: string,
  project: { name: string; statusId?: string; phase: PhaseBody; date: string; treatments: readonly ProposedTreatment[] },
): Promise<{ projectId: string; phaseId: string; treatments: SeededTreatment[] }> {
  const { id: projectId } = await api.call<{ id: string }>('POST', `/v5/project/${planId}`, { name: project.name, status_id: project.statusId });
  const { id: phaseId } = await api.call<{ id: string }>('POST', `/v5/project-phase/${planId}/${projectId}`, project.phase);
  const treatments: SeededTreatment[] = [];
  for (let start = 0; start < project.treatments.length; start += PICKS_PER_REQUEST) {
    const items = project.treatments
      .slice(start, start + PICKS_PER_REQUEST)
      .map((row) => ({ source_id: row.data_source_id, asset_id: row.asset_id, proposed_treatment_id: row.proposed_treatment_id }));
    const { contents } = await api.call<{ contents: SeededTreatment[] }>('POST', `/v5/project-phase-treatment/${planId}/${phaseId}`, { phase_id: phaseId, date: project.date, items });
    treatments.push(...contents);
  }
  return { projectId, phaseId, treatments };
}

export async function deleteWorkPlan(api: ApiSession, plan: { id: string; name: string }): Promise<void> {
  await api.call('DELETE', `/work-plans/${plan.id}`, { confirm_name: plan.name });
}

import type { ApiSession } from './apiSession';

/*
 * Work plans for the end-to-end tests, made through the API as a planner would make them: a plan
 * in a portfolio licensed for the Work Planner, a completed demo run imported as its data source,
 * and projects, phases and treatments of that run's proposed works.
 */

type Candidate = { task_id: string; simulation_name: string; imported: boolean };
export type SeededDataSource = { id: string; simulation_name: string; import_status: string; asset_count: number };
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

/** The portfolio, licensed for the Work Planner, in which the demo run named `simulationName` has completed. */
export async function licensedPortfolioWithRun(api: ApiSession, simulationName: string): Promise<string> {
  return poll(async () => {
    const { contents } = await api.call<{ contents: Array<{ portfolio_id: string; current_task: { status: string } | null }> }>(
      'GET',
      `/simulations?q=${encodeURIComponent(simulationName)}`,
    );
    for (const simulation of contents.filter((candidate) => candidate.current_task?.status === 'completed')) {
      const portfolio = await api.call<{ id: string; features: string[] }>('GET', `/portfolios/${simulation.portfolio_id}`);
      if (portfolio.features.includes('papa')) return portfolio.id;
    }
    return undefined;
  }, `the demo run ${simulationName} in a licensed portfolio`);
}

export type SeededPlan = { id: string; name: string; dataSources: SeededDataSource[] };

/** A new work plan with the run named `simulationName` imported, once its import has completed. */
export async function planWithImportedRun(api: ApiSession, portfolioId: string, name: string, simulationName: string): Promise<SeededPlan> {
  const { id } = await api.call<{ id: string }>('POST', `/portfolios/${portfolioId}/work-plans`, { name, description: 'Made by the end-to-end tests.' });
  // A run is importable once its reports are generated, a little after it completes.
  const run = await poll(async () => {
    const { contents } = await api.call<{ contents: Candidate[] }>('GET', `/v5/datasource/${id}/candidates`);
    return contents.find((candidate) => candidate.simulation_name === simulationName && !candidate.imported);
  }, `the run ${simulationName} to become importable`);
  await api.call('POST', `/v5/datasource/${id}/import`, { wp_id: id, ds_ids: [run.task_id] });
  const dataSources = await poll(async () => {
    const { contents } = await api.call<{ contents: SeededDataSource[] }>('GET', `/v5/datasource/${id}`);
    if (contents.some((source) => source.import_status === 'failed')) throw new Error(`The import of ${simulationName} failed`);
    return contents.every((source) => source.import_status === 'completed') ? contents : undefined;
  }, `the import of ${simulationName}`);
  return { id, name, dataSources };
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

/** A project with the status given and one phase holding the treatments picked, dated `date`. */
export async function projectWithTreatments(
  api: ApiSession,
  planId: string,
  project: { name: string; statusId: string; phase: { name: string; start_date: string; end_date: string }; date: string; treatments: readonly ProposedTreatment[] },
): Promise<{ projectId: string; phaseId: string }> {
  const { id: projectId } = await api.call<{ id: string }>('POST', `/v5/project/${planId}`, { name: project.name, status_id: project.statusId });
  const { id: phaseId } = await api.call<{ id: string }>('POST', `/v5/project-phase/${planId}/${projectId}`, project.phase);
  for (let start = 0; start < project.treatments.length; start += PICKS_PER_REQUEST) {
    const items = project.treatments
      .slice(start, start + PICKS_PER_REQUEST)
      .map((row) => ({ source_id: row.data_source_id, asset_id: row.asset_id, proposed_treatment_id: row.proposed_treatment_id }));
    await api.call('POST', `/v5/project-phase-treatment/${planId}/${phaseId}`, { phase_id: phaseId, date: project.date, items });
  }
  return { projectId, phaseId };
}

export async function deleteWorkPlan(api: ApiSession, plan: { id: string; name: string }): Promise<void> {
  await api.call('DELETE', `/work-plans/${plan.id}`, { confirm_name: plan.name });
}

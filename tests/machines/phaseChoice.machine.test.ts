import { describe, expect, it } from 'vitest';
import { PHASE, PROJECT, TREATMENT_WORK_PLAN_ID as WP } from './harness/createTreatment.harness';
import { startPhaseChoice } from './harness/phaseChoice.harness';
import { settle } from './support/controllable';

const HARBOUR = { ...PROJECT, id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70', name: 'Harbour mains', phase_count: 2 };

describe('custom treatment phase choice machine', () => {
  it('loads nothing while the form is closed, the projects when it opens, and only the chosen project’s phases', async () => {
    const { actor, loadProjects, loadPhases } = startPhaseChoice();
    await settle();
    expect(loadProjects.calls).toHaveLength(0);
    expect(loadPhases.calls).toHaveLength(0);

    actor.send({ type: 'open' });
    await settle();
    expect(loadProjects.calls.map((call) => call.input)).toEqual([{ workPlanId: WP }]);
    loadProjects.resolve([PROJECT, HARBOUR]);
    await settle();
    // Both projects have phases, and none of them is asked for until a project is chosen.
    expect(loadPhases.calls).toHaveLength(0);

    actor.send({ type: 'project.choose', projectId: PROJECT.id });
    await settle();
    expect(loadPhases.calls.map((call) => call.input)).toEqual([{ workPlanId: WP, projectId: PROJECT.id }]);
    loadPhases.resolve([PHASE]);
    await settle();
    expect(actor.getSnapshot().context.phases).toEqual([PHASE]);
  });

  it('drops the phases of a project the user has since changed', async () => {
    const { actor, loadProjects, loadPhases } = startPhaseChoice();
    actor.send({ type: 'open' });
    await settle();
    loadProjects.resolve([PROJECT, HARBOUR]);
    await settle();
    actor.send({ type: 'project.choose', projectId: PROJECT.id });
    await settle();
    actor.send({ type: 'project.choose', projectId: HARBOUR.id });
    await settle();
    expect(loadPhases.calls[0]?.aborted).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ projectId: HARBOUR.id, phases: [] });
  });
});

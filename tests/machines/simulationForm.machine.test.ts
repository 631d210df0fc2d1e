import { describe, expect, it } from 'vitest';
import { simulationFields } from '../../src/machines/simulationForm.machine';
import { startSimulationForm } from './harness/simulationForm.harness';
import { settle } from './support/controllable';
import { apiError } from './support/fixtures';
import { renamedSimulation, simulationDetail } from './support/simulationFixtures';
import { workspaceSettings } from './support/workspaceFixtures';

const WARD = workspaceSettings.udf_fields[0]!.id;

describe('simulation form machine', () => {
  it('saves only a changed, valid draft, trimmed, with every field (PUT /simulations/{id})', async () => {
    const { actor, saveSimulation } = startSimulationForm();
    actor.send({ type: 'form.submit' });
    expect(saveSimulation.calls).toHaveLength(0);
    actor.send({ type: 'name.change', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(saveSimulation.calls).toHaveLength(0);
    actor.send({ type: 'name.change', value: '  Roads 2026 (final) ' });
    actor.send({ type: 'statusItem.change', value: workspaceSettings.status_items[0]!.id });
    actor.send({ type: 'udf.change', fieldId: WARD, value: ' North ' });
    actor.send({ type: 'form.submit' });
    expect(saveSimulation.lastInput).toEqual({
      id: simulationDetail.id,
      changes: {
        ...simulationFields(simulationDetail),
        name: 'Roads 2026 (final)',
        status_item_id: workspaceSettings.status_items[0]!.id,
        udf_values: { [WARD]: 'North' },
      },
    });
  });

  it('takes the saved answer as what Reset goes back to, and hands it to the page', async () => {
    const { actor, saveSimulation, publishSaved, notifySaved } = startSimulationForm();
    actor.send({ type: 'name.change', value: renamedSimulation.name });
    actor.send({ type: 'form.submit' });
    saveSimulation.resolve(renamedSimulation);
    await settle();
    expect(actor.getSnapshot().context.saved).toEqual(simulationFields(renamedSimulation));
    expect(publishSaved).toHaveBeenCalledWith(expect.anything(), renamedSimulation);
    expect(notifySaved).toHaveBeenCalledOnce();
  });

  it('counts an emptied field as unchanged, and reports dirtiness at every change', () => {
    const { actor, reportDirty } = startSimulationForm();
    actor.send({ type: 'udf.change', fieldId: WARD, value: null });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'description.change', value: 'Changed.' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.draft).toEqual(simulationFields(simulationDetail));
    expect(reportDirty).toHaveBeenCalledTimes(3);
  });

  it('keeps the draft being sent while saving, and shows a refusal until the next change', async () => {
    const { actor, saveSimulation } = startSimulationForm();
    actor.send({ type: 'name.change', value: 'Renamed' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'name.change', value: 'Changed while saving' });
    expect(actor.getSnapshot().context.draft.name).toBe('Renamed');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    saveSimulation.reject(apiError(403, 'You have reached an area that requires special permission.'));
    await settle();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'priorityItem.change', value: workspaceSettings.priority_items[0]!.id });
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });
});

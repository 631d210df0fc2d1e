import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCreateWorkPlan } from './harness/createWorkPlan.harness';
import { settle } from './support/controllable';
import { portfolio } from './support/fixtures';
import { createdWorkPlan } from './support/workPlanFixtures';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('create work plan machine', () => {
  it('checks the name once typing pauses, with the last text trimmed', async () => {
    const { actor, checkWorkPlanName } = startCreateWorkPlan();
    actor.send({ type: 'dialog.open' });
    for (const value of [' R', ' Ro', ' Road ']) {
      actor.send({ type: 'name.change', value });
      vi.advanceTimersByTime(399);
    }
    await settle();
    expect(checkWorkPlanName.calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await settle();
    expect(checkWorkPlanName.calls).toHaveLength(1);
    expect(checkWorkPlanName.lastInput).toEqual({ portfolioId: portfolio.id, name: 'Road' });
  });

  it('warns that the name repeats, and still creates the plan (SPEC 5: the warning does not block)', async () => {
    const { actor, checkWorkPlanName, createWorkPlan, openWorkPlan } = startCreateWorkPlan();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Road resurfacing' });
    vi.advanceTimersByTime(400);
    await settle();
    checkWorkPlanName.resolve(true);
    await settle();
    expect(actor.getSnapshot().context.nameTaken).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    createWorkPlan.resolve(createdWorkPlan);
    await settle();
    expect(openWorkPlan).toHaveBeenCalledExactlyOnceWith(expect.anything(), createdWorkPlan);
  });

  it('drops the answer of a check for a name the user has since changed', async () => {
    const { actor, checkWorkPlanName } = startCreateWorkPlan();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'name.change', value: 'Road resurfacing' });
    vi.advanceTimersByTime(400);
    await settle();
    actor.send({ type: 'name.change', value: 'Road resurfacing 2027' });
    expect(checkWorkPlanName.calls[0]?.aborted).toBe(true);
    expect(actor.getSnapshot().context.nameTaken).toBe(false);
  });
});

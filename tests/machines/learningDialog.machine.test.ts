import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { learningDialogMachine } from '../../src/machines/learningDialog.machine';
import { startLearningDialog } from './harness/learningDialog.harness';

describe('learning dialog machine', () => {
  it('cannot continue until an option is chosen', () => {
    const { actor, actions } = startLearningDialog();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().hasTag('canContinue')).toBe(false);
    actor.send({ type: 'dialog.continue' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actions.openLearningSite).not.toHaveBeenCalled();
    expect(actions.openSupportPage).not.toHaveBeenCalled();
  });

  it.each([
    ['hasAccount', 'openLearningSite'],
    ['noAccount', 'openSupportPage'],
  ] as const)('continues with %s by calling %s, then closes', (choice, action) => {
    const { actor, actions } = startLearningDialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'choice.select', choice });
    expect(actor.getSnapshot().hasTag('canContinue')).toBe(true);
    actor.send({ type: 'dialog.continue' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actions[action]).toHaveBeenCalledTimes(1);
  });

  it('follows a change of mind', () => {
    const { actor, actions } = startLearningDialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'choice.select', choice: 'hasAccount' });
    actor.send({ type: 'choice.select', choice: 'noAccount' });
    actor.send({ type: 'dialog.continue' });
    expect(actions.openSupportPage).toHaveBeenCalledTimes(1);
    expect(actions.openLearningSite).not.toHaveBeenCalled();
  });

  it('forgets the choice when cancelled', () => {
    const { actor } = startLearningDialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'choice.select', choice: 'noAccount' });
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().value).toEqual({ open: 'undecided' });
  });

  it.each(['openLearningSite', 'openSupportPage'])('fails loudly without %s', (name) => {
    const actor = createActor(learningDialogMachine);
    actor.subscribe({ error: () => undefined });
    actor.start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'choice.select', choice: name === 'openLearningSite' ? 'hasAccount' : 'noAccount' });
    actor.send({ type: 'dialog.continue' });
    expect((actor.getSnapshot().error as Error).message).toBe(`${name} not provided`);
  });
});

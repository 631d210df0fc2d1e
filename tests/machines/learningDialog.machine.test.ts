import { describe, expect, it } from 'vitest';
import { apiError } from './support/fixtures';
import { startLearningDialog } from './harness/learningDialog.harness';

/** Learning Resources chosen, and GET /profile/lms failed: the account question is asked. */
async function failedLink() {
  const started = startLearningDialog();
  started.actor.send({ type: 'dialog.open' });
  started.fetchLearningUrl.reject(apiError(500));
  await Promise.resolve();
  await Promise.resolve();
  return started;
}

describe('learning dialog machine', () => {
  it('takes the window on the click and shows the learning link there, without asking anything', async () => {
    const { actor, actions, fetchLearningUrl } = startLearningDialog();
    actor.send({ type: 'dialog.open' });
    expect(actions.reserveWindow).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fetchLearningUrl.resolve('https://academy.example.org/start');
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actions.showLearningUrl.mock.calls.map((call) => call[1])).toEqual(['https://academy.example.org/start']);
    expect(actions.releaseWindow).not.toHaveBeenCalled();
  });

  it('gives the window back and asks the question when the learning link fails', async () => {
    const { actor, actions } = await failedLink();
    expect(actor.getSnapshot().value).toEqual({ open: 'undecided' });
    expect(actions.releaseWindow).toHaveBeenCalledTimes(1);
    expect(actions.showLearningUrl).not.toHaveBeenCalled();
  });

  it('cannot continue until an option is chosen', async () => {
    const { actor, actions } = await failedLink();
    expect(actor.getSnapshot().hasTag('canContinue')).toBe(false);
    actor.send({ type: 'dialog.continue' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actions.openLearningSite).not.toHaveBeenCalled();
    expect(actions.openSupportPage).not.toHaveBeenCalled();
  });

  it.each([
    ['hasAccount', 'openLearningSite'],
    ['noAccount', 'openSupportPage'],
  ] as const)('continues with %s by calling %s, then closes', async (choice, action) => {
    const { actor, actions } = await failedLink();
    actor.send({ type: 'choice.select', choice });
    expect(actor.getSnapshot().hasTag('canContinue')).toBe(true);
    actor.send({ type: 'dialog.continue' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actions[action]).toHaveBeenCalledTimes(1);
  });

  it('follows a change of mind', async () => {
    const { actor, actions } = await failedLink();
    actor.send({ type: 'choice.select', choice: 'hasAccount' });
    actor.send({ type: 'choice.select', choice: 'noAccount' });
    actor.send({ type: 'dialog.continue' });
    expect(actions.openSupportPage).toHaveBeenCalledTimes(1);
    expect(actions.openLearningSite).not.toHaveBeenCalled();
  });

  it('cancelling while the link loads gives the window back and stops the call', () => {
    const { actor, actions, fetchLearningUrl } = startLearningDialog();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actions.releaseWindow).toHaveBeenCalledTimes(1);
    expect(fetchLearningUrl.calls[0]?.aborted).toBe(true);
  });

  it('asks again from the start after a cancel', async () => {
    const { actor, fetchLearningUrl } = await failedLink();
    actor.send({ type: 'choice.select', choice: 'noAccount' });
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'dialog.open' });
    fetchLearningUrl.reject(apiError(503));
    await Promise.resolve();
    await Promise.resolve();
    expect(actor.getSnapshot().value).toEqual({ open: 'undecided' });
  });
});

import { describe, expect, it } from 'vitest';
import { apiError } from './support/fixtures';
import { startHelpLink } from './harness/helpLink.harness';

const settle = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

describe('help link machine', () => {
  it('takes the window on the click and shows the Location there', async () => {
    const { actor, actions, fetchLocation } = startHelpLink();
    actor.send({ type: 'link.open' });
    expect(actions.reserveWindow).toHaveBeenCalledTimes(1);
    fetchLocation.resolve('http://localhost:3000/help');
    await settle();
    expect(actions.showLocation.mock.calls.map((call) => call[1])).toEqual(['http://localhost:3000/help']);
    expect(actions.showFallback).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the public help page when the call fails', async () => {
    const { actor, actions, fetchLocation } = startHelpLink();
    actor.send({ type: 'link.open' });
    fetchLocation.reject(apiError(401));
    await settle();
    expect(actions.showFallback).toHaveBeenCalledTimes(1);
    expect(actions.showLocation).not.toHaveBeenCalled();
  });

  it('ignores another click while the call runs', () => {
    const { actor, actions, fetchLocation } = startHelpLink();
    actor.send({ type: 'link.open' });
    actor.send({ type: 'link.open' });
    expect(actions.reserveWindow).toHaveBeenCalledTimes(1);
    expect(fetchLocation.calls).toHaveLength(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { isSessionEndingError } from '../../src/api/auth/sessionEndingError';
import { createSessionSignal } from '../../src/api/auth/sessionSignal';
import { createTokenGetter } from '../../src/api/auth/tokenGetter';
import { providerError } from '../machines/support/fixtures';

describe('isSessionEndingError', () => {
  it.each([
    [providerError('login_required'), true],
    [providerError('missing_refresh_token'), true],
    [providerError('invalid_grant'), true],
    [providerError('timeout'), false],
    [new Error('login_required'), false],
    [null, false],
    ['login_required', false],
  ])('%o → %s', (error, expected) => {
    expect(isSessionEndingError(error)).toBe(expected);
  });
});

describe('token getter', () => {
  it('gives the identity client token', async () => {
    const getToken = createTokenGetter(() => Promise.resolve('token-1'), createSessionSignal());
    await expect(getToken()).resolves.toBe('token-1');
  });

  it('signals the end of the session when the provider refuses to renew it', async () => {
    const signal = createSessionSignal();
    const ended = vi.fn();
    signal.onEnded(ended);
    const getToken = createTokenGetter(() => Promise.reject(providerError('invalid_grant')), signal);
    await expect(getToken()).rejects.toThrow('invalid_grant');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does not signal other failures, and refuses an empty token', async () => {
    const signal = createSessionSignal();
    const ended = vi.fn();
    const stop = signal.onEnded(ended);
    await expect(createTokenGetter(() => Promise.reject(providerError('timeout')), signal)()).rejects.toThrow();
    await expect(createTokenGetter(() => Promise.resolve(undefined), signal)()).rejects.toThrow('no access token');
    stop();
    signal.notifyEnded();
    expect(ended).not.toHaveBeenCalled();
  });
});

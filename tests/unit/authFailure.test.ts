import { describe, expect, it } from 'vitest';
import { toAuthFailure } from '../../src/machines/authFailure';
import { providerError } from '../machines/support/fixtures';

describe('toAuthFailure', () => {
  it('shows the provider description and keeps its code in the details', () => {
    expect(toAuthFailure(providerError('access_denied', 'Wrong email or password'))).toEqual({
      message: 'Wrong email or password',
      details: 'Error: Wrong email or password\nerror: access_denied',
    });
  });

  it('lists a description that differs from the message', () => {
    const error = Object.assign(new Error('Login failed'), { error: 'server_error', error_description: 'Upstream down' });
    expect(toAuthFailure(error).details).toBe('Error: Login failed\nerror: server_error\nerror_description: Upstream down');
  });

  it('describes plain errors and non-errors', () => {
    expect(toAuthFailure(new TypeError('fetch failed'))).toEqual({ message: 'fetch failed', details: 'TypeError: fetch failed' });
    expect(toAuthFailure('nope')).toEqual({ message: 'nope', details: 'nope' });
  });
});

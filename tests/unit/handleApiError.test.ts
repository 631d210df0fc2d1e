import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { createApiErrorReporter, observeApiFailure } from '../../src/api/handleApiError';
import type { ApiErrorBody } from '../../src/api/schemas/error.schema';

const failure = (status: number, body: Partial<ApiErrorBody> = {}) => new ApiError(status, { code: status, message: `HTTP ${status}`, ...body });

function observe(error: ApiError) {
  const effects = { logError: vi.fn(), beginMaintenance: vi.fn(), checkConnectivity: vi.fn() };
  observeApiFailure(error, effects);
  return effects;
}

describe('observeApiFailure (every call, whoever made it)', () => {
  it('logs 500 and above with the developer message', () => {
    const { logError, beginMaintenance, checkConnectivity } = observe(failure(500, { message: 'Unexpected error happened.', developer_message: 'relation "x" does not exist' }));
    expect(logError).toHaveBeenCalledExactlyOnceWith('API failure 500: Unexpected error happened.', {
      status: 500,
      code: 500,
      developer_message: 'relation "x" does not exist',
    });
    expect(beginMaintenance).not.toHaveBeenCalled();
    expect(checkConnectivity).not.toHaveBeenCalled();
  });

  it('begins maintenance when the body code is 503, with the message and status page', () => {
    const { beginMaintenance, logError } = observe(failure(503, { message: 'Back at 10 pm.', status_page_url: 'https://status.horizon.test' }));
    expect(beginMaintenance).toHaveBeenCalledExactlyOnceWith({ message: 'Back at 10 pm.', statusPageUrl: 'https://status.horizon.test' });
    expect(logError).toHaveBeenCalledOnce();
  });

  it("leaves the server's default maintenance message to the user's language", () => {
    const { beginMaintenance } = observe(failure(503, { message: 'The service is currently down for maintenance.', key: 'errors.maintenance' }));
    expect(beginMaintenance).toHaveBeenCalledWith({ message: null, statusPageUrl: null });
  });

  it('goes by the body code: a 503 body behind another status still means maintenance', () => {
    const { beginMaintenance } = observe(new ApiError(502, { code: 503, message: 'Maintenance' }));
    expect(beginMaintenance).toHaveBeenCalledOnce();
  });

  it('asks for a connectivity check when no answer came', () => {
    const { checkConnectivity, logError } = observe(failure(0, { message: 'Failed to fetch' }));
    expect(checkConnectivity).toHaveBeenCalledOnce();
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs an answer that broke the contract, without a connectivity check', () => {
    const { checkConnectivity, logError } = observe(failure(0, { message: 'does not match the API contract', developer_message: 'expected string' }));
    expect(logError).toHaveBeenCalledOnce();
    expect(checkConnectivity).not.toHaveBeenCalled();
  });

  it.each([400, 401, 403, 404, 409, 422])('does nothing app-wide for %i', (status) => {
    const effects = observe(failure(status));
    expect(Object.values(effects).every((effect) => effect.mock.calls.length === 0)).toBe(true);
  });
});

function report(error: unknown, notFound?: 'portfolio') {
  const effects = {
    showNotFound: vi.fn(),
    showError: vi.fn(),
    translate: vi.fn((key: string, fallback?: string) => `t(${key}${fallback ? `|${fallback}` : ''})`),
  };
  createApiErrorReporter(effects)(error, { notFound });
  return effects;
}

describe('createApiErrorReporter (a page failure)', () => {
  it('sends a 404 to the not-found route with what was missing', () => {
    expect(report(failure(404), 'portfolio').showNotFound).toHaveBeenCalledExactlyOnceWith('portfolio');
    expect(report(failure(404)).showNotFound).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(report(failure(404)).showError).not.toHaveBeenCalled();
  });

  it('shows nothing for maintenance: the banner says it', () => {
    const { showError, showNotFound } = report(failure(503, { message: 'Back soon.' }));
    expect(showError).not.toHaveBeenCalled();
    expect(showNotFound).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, string]>([
    ['the body message', failure(409, { message: 'Member already exists.' }), 'Member already exists.'],
    ['the message in the user language when the body names its key', failure(400, { message: 'Invalid Subscription.', key: 'errors.invalidSubscription' }), 't(errors.invalidSubscription|Invalid Subscription.)'],
    ['the status text the client put in the message', failure(502, { message: 'Bad Gateway' }), 'Bad Gateway'],
    ['the generic text without a message', failure(500, { message: '' }), 't(errors.unexpected)'],
    ['the generic text when no answer came', failure(0, { message: 'Failed to fetch' }), 't(errors.unexpected)'],
    ['the generic text for anything that is not an API error', new TypeError('x is undefined'), 't(errors.unexpected)'],
  ])('toasts %s', (_, error, text) => {
    expect(report(error).showError).toHaveBeenCalledExactlyOnceWith(text);
  });
});

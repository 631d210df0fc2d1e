import { describe, expect, it } from 'vitest';
import { ApiError, toApiFailure } from '../../src/api/apiError';
import { createI18n } from '../../src/locales/i18n';
import { describeFailure } from '../../src/ui/components/describeFailure';

describe('describeFailure', () => {
  const { t } = createI18n();

  it.each([
    [{ status: 403, message: 'Forbidden', key: 'errors.forbidden' }, 'You have reached an area that requires special permission.'],
    [{ status: 422, message: 'Name is taken' }, 'Name is taken'],
    [{ status: 500, message: 'db down' }, 'Unexpected error happened.'],
    [{ status: 0, message: 'fetch failed' }, 'Unexpected error happened.'],
    [{ status: 400, message: 'Server words', key: 'errors.noSuchKey' }, 'Server words'],
  ])('%o → %s', (failure, expected) => {
    expect(describeFailure(t, failure)).toBe(expected);
  });

  it("fills the key's text with the values the server sent (SPEC 5's date texts)", () => {
    const failure = { status: 400, message: 'ignored: the key is translated', key: 'errors.dateMustBeLater', params: { dateVal: '2026-07-01' } };
    expect(describeFailure(t, failure)).toBe('Date must be later than 2026-07-01.');
    const body = { code: 400, message: 'Date must be later than 2026-07-01.', key: 'errors.dateMustBeLater', params: { dateVal: '2026-07-01' } };
    expect(toApiFailure(new ApiError(400, body))).toEqual({ status: 400, message: body.message, key: body.key, params: body.params });
    expect(describeFailure(t, toApiFailure(new ApiError(400, body)))).toBe('Date must be later than 2026-07-01.');
    expect(describeFailure(t, failure, (day) => `[${day}]`)).toBe('Date must be later than [2026-07-01].');
  });
});

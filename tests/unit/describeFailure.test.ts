import { describe, expect, it } from 'vitest';
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
});

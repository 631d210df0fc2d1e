import { describe, expect, it } from 'vitest';
import { createSessionExpiry, TOKEN_EXP_KEY } from '../../src/api/auth/sessionExpiry';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('session expiry', () => {
  it('records the id token exp plus one day under token_exp', () => {
    const storage = memoryStorage();
    createSessionExpiry(storage).record(1_700_000_000);
    expect(storage.values.get(TOKEN_EXP_KEY)).toBe(String(1_700_000_000 + 86_400));
  });

  it.each([
    [1_700_086_399, false],
    [1_700_086_400, true],
  ])('at %i s has passed: %s', (nowSeconds, passed) => {
    const expiry = createSessionExpiry(memoryStorage(), () => nowSeconds * 1000);
    expiry.record(1_700_000_000);
    expect(expiry.hasPassed()).toBe(passed);
  });

  it('has not passed when nothing, or nonsense, is recorded', () => {
    const storage = memoryStorage();
    const expiry = createSessionExpiry(storage, () => Number.MAX_SAFE_INTEGER);
    expect(expiry.hasPassed()).toBe(false);
    storage.setItem(TOKEN_EXP_KEY, 'soon');
    expect(expiry.isRecorded()).toBe(false);
    expect(expiry.hasPassed()).toBe(false);
  });

  it('forgets on clear', () => {
    const storage = memoryStorage();
    const expiry = createSessionExpiry(storage);
    expiry.record(1);
    expiry.clear();
    expect(expiry.isRecorded()).toBe(false);
  });
});

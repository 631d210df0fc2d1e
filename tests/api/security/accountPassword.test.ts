import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>();
  return { ...original, scrypt: vi.fn(original.scrypt) };
});

const { hashPassword, verifyAccountPassword } = await import('../../../server/identity/passwords');

/**
 * Issue 11: an unknown e-mail answered in 5 ms and a known one in 45 ms, which told who has an
 * account. Both must do the same scrypt work; counting the derivations shows it without timing.
 */
describe('verifyAccountPassword', () => {
  const scrypt = vi.mocked(crypto.scrypt);
  let stored: string;
  beforeEach(async () => {
    stored = await hashPassword('horizon');
    scrypt.mockClear();
  });

  it.each([
    ['a known account and a wrong password', () => stored, 'wrong', false],
    ['a known account and the right password', () => stored, 'horizon', true],
    ['an unknown e-mail', () => undefined, 'horizon', false],
    ['an account without a password', () => null, 'horizon', false],
  ])('derives one key of the same length for %s', async (_case, hash, password, expected) => {
    await expect(verifyAccountPassword(password, hash())).resolves.toBe(expected);
    expect(scrypt).toHaveBeenCalledTimes(1);
    expect(scrypt.mock.calls[0]![0]).toBe(password);
    expect(scrypt.mock.calls[0]![2]).toBe(32);
  });
});

import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** Stored as `scrypt$<salt>$<hash>`, both base64url, so that the format can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(expected, actual);
}

/**
 * The hash of a random secret that no one holds: a sign-in for an e-mail without an account (or
 * an account without a password) is checked against it, so that it costs the same scrypt work.
 */
const noAccountHash = hashPassword(randomBytes(16).toString('base64url'));

/**
 * Checks a sign-in's password. Without a stored hash the same scrypt work is done against
 * `noAccountHash`, so that the answer takes as long as for an account and does not tell who has one.
 */
export async function verifyAccountPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await verifyPassword(password, await noAccountHash);
    return false;
  }
  return verifyPassword(password, stored);
}

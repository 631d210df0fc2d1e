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

/** A hash of nothing anyone knows, checked when the e-mail has no account or the account no password. */
const placeholderHash = hashPassword(randomBytes(16).toString('base64url'));

/**
 * Checks a sign-in's password. Without a stored hash the same scrypt work is done against a
 * placeholder, so that the answer takes as long as for an account and does not tell who has one.
 */
export async function verifyAccountPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await verifyPassword(password, await placeholderHash);
    return false;
  }
  return verifyPassword(password, stored);
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { SECRET_MASK } from '../../src/api/schemas/companyConnection.schema';

/**
 * Client secrets of company connections are encrypted at rest with AES-256-GCM under a server key
 * kept in identity_keys (kind 'company_secret'), shared by every API process like the signing key.
 * The key id travels with each ciphertext, so that a newer key can be added without re-encrypting,
 * and the organisation id is bound in as additional data, so that a ciphertext copied to another
 * organisation's row does not decrypt.
 */
export type SecretBox = {
  encrypt: (plain: string, organisationId: string) => string;
  decrypt: (sealed: string, organisationId: string) => string;
};

const FORMAT = 'v1';

async function loadKeys(db: Db): Promise<{ kid: string; key: Buffer }[]> {
  const rows = await db
    .selectFrom('identity_keys')
    .select(['kid', 'material'])
    .where('kind', '=', 'company_secret')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ kid: row.kid, key: Buffer.from(row.material as string, 'base64url') }));
}

/**
 * Loads the keys, creating the first one on first use; call it outside any transaction. An
 * operator key (COMPANY_SECRET_KEY) keeps the key out of database dumps: it encrypts new secrets,
 * and the stored keys still open older ones.
 */
export async function openSecretBox(db: Db, operatorKey?: Buffer): Promise<SecretBox> {
  let keys = await loadKeys(db);
  if (operatorKey) keys = [{ kid: 'operator', key: operatorKey }, ...keys];
  if (keys.length === 0) {
    await db
      .insertInto('identity_keys')
      .values({
        kid: `company-secret-${randomBytes(4).toString('hex')}`,
        kind: 'company_secret',
        material: JSON.stringify(randomBytes(32).toString('base64url')),
      })
      .execute();
    keys = await loadKeys(db);
  }
  const [newest] = keys;
  if (!newest) throw new Error('No company secret key could be created');
  return {
    encrypt(plain, organisationId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', newest.key, iv);
      cipher.setAAD(Buffer.from(organisationId));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, newest.kid, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    decrypt(sealed, organisationId) {
      const [format, kid, iv, tag, data] = sealed.split('.');
      const key = keys.find((candidate) => candidate.kid === kid)?.key;
      if (format !== FORMAT || !key || !iv || !tag || data === undefined) throw new Error(`Unreadable secret (key ${kid ?? '?'})`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(organisationId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** What a GET shows of a secret: the mask, plus its last 4 characters when it is long enough to spare them. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? `${SECRET_MASK}${plain.slice(-4)}` : SECRET_MASK;
}

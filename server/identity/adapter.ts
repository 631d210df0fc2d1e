import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';
import { isSafeText } from '../../src/api/schemas/common.schema';

/** JSON text escapes NUL and unpaired surrogates, which PostgreSQL's jsonb refuses to store. */
const UNSTORABLE_ESCAPE = /\\u0000|\\ud[89a-f]/i;

/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions) in PostgreSQL,
 * so that sign-ins survive a restart and are shared by every API process.
 */
export function createAdapterFactory(db: Db) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const json = JSON.stringify(payload);
      // Request parameters (state, nonce, ...) end up in payloads: refuse them as a bad request, not a failure.
      if (UNSTORABLE_ESCAPE.test(json)) throw new errors.InvalidRequest('the request holds characters that cannot be stored');
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        kind: this.kind,
        payload: json,
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto('identity_payloads')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['id', 'kind']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<AdapterPayload | undefined> {
      // A token, code or id a client made up may hold what PostgreSQL cannot compare: it is unknown.
      if (!isSafeText(value)) return undefined;
      const row = await db
        .selectFrom('identity_payloads')
        .select(['payload', 'consumed_at'])
        .where('kind', '=', this.kind)
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('identity_payloads')
        .set({ consumed_at: new Date() })
        .where('id', '=', id)
        .where('kind', '=', this.kind)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('identity_payloads').where('id', '=', id).where('kind', '=', this.kind).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('identity_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

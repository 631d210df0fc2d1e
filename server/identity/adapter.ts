import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';

/**
 * oidc-provider's storage (sessions, grants, codes, refresh tokens, interactions) in PostgreSQL,
 * so that sign-ins survive a restart and are shared by every API process.
 */
export function createAdapterFactory(db: Db) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        id,
        kind: this.kind,
        payload: JSON.stringify(payload),
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

import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { CompanyConnectionsTable, Database } from '../db/schema';

export type StoredConnection = {
  sso_type: CompanyConnectionsTable['sso_type'];
  company_name: string;
  client_id: string;
  client_secret_ciphertext: string;
  /** ISO text: drivers misread years before 100 (the zero date) when they build a Date. */
  secret_expires_at: string;
  customer_email_domains: string[];
  server_domain: string;
  updated_at: Date;
};

/** The organisation and its connection, if it has one. */
export async function findCompany(executor: Db, organisationId: string) {
  const organisation = await executor.selectFrom('organisations').select(['id', 'name']).where('id', '=', organisationId).executeTakeFirst();
  if (!organisation) return undefined;
  const connection: StoredConnection | undefined = await executor
    .selectFrom('company_connections')
    .select([
      'sso_type',
      'company_name',
      'client_id',
      'client_secret_ciphertext',
      sql<string>`to_char(secret_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('secret_expires_at'),
      'customer_email_domains',
      'server_domain',
      'updated_at',
    ])
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return { ...organisation, connection };
}

export type ConnectionValues = Omit<StoredConnection, 'updated_at'>;

export async function saveConnection(
  trx: Transaction<Database>,
  organisationId: string,
  values: ConnectionValues,
  updatedBy: string,
): Promise<void> {
  await trx
    .insertInto('company_connections')
    .values({ organisation_id: organisationId, ...values, updated_by: updatedBy })
    .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ ...values, updated_by: updatedBy, updated_at: new Date() }))
    .execute();
}

/** SPEC 5: choosing SSO type None removes the connection permanently. Answers whether there was one. */
export async function removeConnection(trx: Transaction<Database>, organisationId: string): Promise<boolean> {
  const result = await trx.deleteFrom('company_connections').where('organisation_id', '=', organisationId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

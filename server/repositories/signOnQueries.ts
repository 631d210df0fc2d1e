import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How an organisation signs in: its name and its connection's public parts, if it has one. */
export async function findOrganisationSignOn(db: Db, organisationId: string) {
  return db
    .selectFrom('organisations as o')
    .leftJoin('company_connections as c', 'c.organisation_id', 'o.id')
    .select(['o.name as organisation_name', 'c.sso_type', 'c.company_name', 'c.customer_email_domains'])
    .where('o.id', '=', organisationId)
    .executeTakeFirst();
}

/** The company connections that serve an e-mail domain, by company name. */
export async function findConnectionsForDomain(db: Db, domain: string) {
  return db
    .selectFrom('company_connections')
    .select(['company_name', 'sso_type'])
    .where(sql<boolean>`${domain} = any(customer_email_domains)`)
    .orderBy('company_name')
    .execute();
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import {
  companyConnectionSchema,
  companyConnectionUpdateSchema,
  expiryOrToday,
  SECRET_MASK,
  type CompanyConnection,
} from '../../src/api/schemas/companyConnection.schema';
import { profilePaths } from '../../src/api/paths/profilePaths';
import { findCompany, removeConnection, saveConnection } from '../repositories/companyConnectionQueries';
import { maskSecret, openSecretBox, type SecretBox } from '../repositories/companySecrets';
import { recordEvent } from '../repositories/eventQueries';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { COMPANY_CONNECTION_BODY_LIMIT } from '../http/bodyLimits';
import { organisationAdmin } from '../permissions/routeRule';

/** SPEC 6: the company connection belongs to organisation admins; the routes' rule lets no one else in. */
const organisationOf = (admin: UserRow): string => admin.organisation_id!;

type Company = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** The answer of every call: the secret only ever leaves masked, and the zero-date expiry reads as today. */
function present(company: Company, box: SecretBox | undefined): CompanyConnection {
  const connection = company.connection;
  return {
    id: company.id,
    name: company.name,
    sso_connection: connection?.sso_type ?? 'none',
    connection:
      connection && box
        ? {
            company_name: connection.company_name,
            client_id: connection.client_id,
            client_secret: maskSecret(box.decrypt(connection.client_secret_ciphertext, company.id)),
            secret_expiry_date: expiryOrToday(connection.secret_expires_at),
            customer_email_domains: connection.customer_email_domains,
            server_domain: connection.server_domain,
          }
        : null,
    updated_at: connection ? connection.updated_at.toISOString() : null,
  };
}

export const companyConnectionRoutes: FastifyPluginAsyncZod<{ db: Db; secretKey?: Buffer }> = async (app, { db, secretKey }) => {
  app.route({
    ...routeAt(profilePaths.companyConnection),
    config: { rule: organisationAdmin },
    schema: { tags: ['profile'], response: { 200: companyConnectionSchema, ...errorResponses(401, 403, 404) } },
    handler: async (request) => {
      const organisationId = organisationOf(request.user);
      const company = await findCompany(db, organisationId);
      if (!company) throw notFound(`Organisation ${organisationId} no longer exists`);
      return present(company, company.connection ? await openSecretBox(db, secretKey) : undefined);
    },
  });

  app.route({
    ...routeAt(profilePaths.saveCompanyConnection),
    config: { rule: organisationAdmin },
    bodyLimit: COMPANY_CONNECTION_BODY_LIMIT,
    schema: {
      tags: ['profile'],
      params: profilePaths.saveCompanyConnection.params,
      body: companyConnectionUpdateSchema,
      response: { 200: companyConnectionSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const user = request.user;
      const organisationId = organisationOf(user);
      if (request.params.id !== organisationId) throw notFound(`Company ${request.params.id} is not this admin's organisation`);
      const { sso_connection: ssoType, connection } = request.body;
      // The key may have to be created, which cannot happen inside the transaction below.
      const box = await openSecretBox(db, secretKey);
      return db.transaction().execute(async (trx) => {
        const company = await findCompany(trx, organisationId);
        if (!company) throw notFound(`Organisation ${organisationId} no longer exists`);
        // The body schema demands a connection for every type but 'none'.
        if (ssoType === 'none' || !connection) {
          if (await removeConnection(trx, organisationId)) {
            await recordEvent(trx, {
              portfolioId: null,
              actorId: user.id,
              action: 'company_connection.removed',
              subjectType: 'company_connection',
              subjectId: organisationId,
              subjectName: company.name,
            });
          }
          return present({ ...company, connection: undefined }, box);
        }
        const keepsSecret = connection.client_secret.startsWith(SECRET_MASK);
        if (keepsSecret && !company.connection) {
          throw new HttpError(400, 'errors.validation', 'connection.client_secret is the mask, but no secret is stored yet');
        }
        const ciphertext = keepsSecret
          ? company.connection!.client_secret_ciphertext
          : box.encrypt(connection.client_secret, organisationId);
        await saveConnection(
          trx,
          organisationId,
          {
            sso_type: ssoType,
            company_name: connection.company_name,
            client_id: connection.client_id,
            client_secret_ciphertext: ciphertext,
            secret_expires_at: expiryOrToday(connection.secret_expiry_date),
            customer_email_domains: connection.customer_email_domains,
            server_domain: connection.server_domain,
          },
          user.id,
        );
        await recordEvent(trx, {
          portfolioId: null,
          actorId: user.id,
          action: 'company_connection.saved',
          subjectType: 'company_connection',
          subjectId: organisationId,
          subjectName: company.name,
          details: { sso_connection: ssoType, secret_replaced: !keepsSecret },
        });
        return present((await findCompany(trx, organisationId))!, box);
      });
    },
  });
};

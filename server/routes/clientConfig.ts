import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema, type ClientConfig } from '../../src/api/schemas/config.schema';
import { API_SCOPES, OIDC_SCOPES, type ServerConfig } from '../config';
import { systemPaths } from '../../src/api/paths/systemPaths';
import { routeAt } from '../http/routeAt';
import { publicRoute } from '../permissions/routeRule';

export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: ServerConfig; version: string }> = async (app, { config, version }) => {
  const body: ClientConfig = {
    product_version: version,
    auth: {
      domain: config.auth.domain,
      client_id: config.auth.clientId,
      audience: config.auth.audience,
      scope: [...OIDC_SCOPES, ...API_SCOPES].join(' '),
      publisher_client_id: config.auth.publisherClientId ?? null,
    },
    long_name_hosts: config.longNameHosts,
    health_check_interval_ms: config.healthCheckIntervalMs,
    map_style_url: config.mapStyleUrl ?? null,
    sentry_dsn: config.sentryDsn ?? null,
    support_email: config.supportEmail,
    live_chat: config.liveChat
      ? { script_url: config.liveChat.scriptUrl, org_id: config.liveChat.orgId, deployment_id: config.liveChat.deploymentId, button_id: config.liveChat.buttonId }
      : null,
  };
  app.route({
    ...routeAt(systemPaths.clientConfig),
    config: { rule: publicRoute },
    schema: { tags: ['config'], response: { 200: clientConfigSchema } },
    handler: async () => body,
  });
};

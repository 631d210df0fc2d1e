import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from './db/database';
import type { ServerConfig } from './config';
import { loadOrCreateKeys, publicJwk } from './identity/keys';
import { createIdentityProvider } from './identity/provider';
import { interactionRoutes, providerEndpoints } from './identity/identityRoutes';
import { installErrorHandler } from './plugins/errorHandler';
import { authentication } from './plugins/authentication';
import { openApi } from './plugins/openApi';
import { spa } from './plugins/spa';
import { maintenance } from './plugins/maintenance';
import { createMaintenanceSwitch } from './maintenance/maintenanceSwitch';
import { healthRoutes } from './routes/health';
import { clientConfigRoutes } from './routes/clientConfig';
import { profileRoutes } from './routes/profile';
import { portfolioRoutes } from './routes/portfolios';
import { portfolioLogoRoutes } from './routes/portfolioLogo';
import { memberRoutes } from './routes/members';
import { attachmentRoutes } from './routes/attachments';
import { portfolioEventRoutes } from './routes/portfolioEvents';
import { invoiceRoutes } from './routes/invoices';
import { subscriptionRoutes } from './routes/subscription';
import { companyConnectionRoutes } from './routes/companyConnection';
import { invitationAcceptance } from './permissions/invitationAcceptance';
import { notificationRoutes } from './routes/notifications';
import { workspaceRoutes } from './routes/workspaces';
import { portfolioWorkspaceRoutes } from './routes/portfolioWorkspaces';
import { workspaceSettingsRoutes } from './routes/workspaceSettings';
import { simulationRoutes } from './routes/simulations';
import { dataSnapshotRoutes } from './routes/dataSnapshots';
import { simulationSettingsRoutes } from './routes/simulationSettings';
import { taskRoutes } from './routes/tasks';
import { exportRoutes } from './routes/exports';
import { resultsSummaryRoutes } from './routes/resultsSummaries';
import { advancedReportRoutes } from './routes/advancedReports';
import { simulationReportRoutes } from './routes/simulationReports';
import { resultsFeedRoutes } from './routes/resultsFeed';
import { requestLogSerializers } from './http/requestLog';
import { portfolioReportRoutes } from './routes/portfolioReports';
import type { BlobStore } from './storage/blobStore';
import type { TaskQueue } from './tasks/taskQueue';
import type { EventPublisher } from './realtime/eventPublisher';
import { workPlanRoutes } from './routes/workPlans';
import { workPlanSettingsRoutes } from './routes/workPlanSettings';
import { dataSourceRoutes } from './routes/dataSources';
import { workPlanProjectRoutes } from './routes/workPlanProjects';
import { workPlanTreatmentRoutes } from './routes/workPlanTreatments';
import { workPlanInsightsRoutes } from './routes/workPlanInsights';
import { workPlanItemRoutes } from './routes/workPlanItems';
import { workPlanExportRoutes } from './routes/workPlanExports';
import { workPlanBuilderRoutes } from './routes/workPlanBuilder';
import { workspaceReportRoutes } from './routes/workspaceReports';
import { notFound } from './http/httpError';
import { securityHeaders, spaInlineScripts } from './http/contentSecurityPolicy';
import { PAGE_SCRIPTS } from './identity/pages';
import { DEFAULT_BODY_LIMIT } from './http/bodyLimits';
import { routeAuthorization, type DeclaredRoute } from './permissions/routeAuthorization';
import { publicRoute } from './permissions/routeRule';
import { routeAt } from './http/routeAt';
import { systemPaths } from '../src/api/paths/systemPaths';
import { API_PREFIX } from '../src/api/paths/definePath';
import { PRODUCT_VERSION } from './version';
import { createMailer } from './mail/mailer';
import { ticketRoutes } from './routes/tickets';
import { segmentSupportRoutes } from './routes/segmentSupport';
import { TICKETS_PAGE } from '../src/api/ticketPages';
import { helpPages } from '../src/api/helpPages';
import { clientLogRoutes } from './routes/clientLogs';
import { changelogRoutes } from './routes/changelog';
import { companySignOnRoutes } from './routes/companySignOn';
import { assetCategoryRoutes } from './routes/assetCategories';
import { loadHelpCentre } from './help/helpCentre';
import { helpCentreRoutes } from './routes/helpCentre';
import { helpRedirectRoutes } from './routes/helpRedirects';
import { downloadRoutes } from './routes/downloads';
import { downloadCatalogue } from './downloads/downloadCatalogue';
import { DOWNLOADS_FOLDER } from './downloads/downloadFiles';

export type AppOptions = {
  config: ServerConfig;
  db: Db;
  /** Folder of the built SPA; omitted for API-only processes and tests. */
  distDir?: string;
  /** Extra origins allowed to sign in (the Vite dev server). */
  extraOrigins?: string[];
  /** Blob storage, the task queue and the real-time publisher, shared with the task worker. */
  services: AppServices;
};

export type AppServices = { blobs: BlobStore; queue: TaskQueue; events: EventPublisher };

/** Builds the whole HTTP application; the caller decides whether it listens or is injected. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const { blobs, queue, events } = options.services;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: requestLogSerializers },
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A stop must not wait on a results feed being streamed to a slow reader (a Power BI refresh of a
    // million works takes minutes): open connections are closed with the server.
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(helmet, securityHeaders(config, [...PAGE_SCRIPTS, ...spaInlineScripts(options.distDir)]));
  // Routes opt in with `config.rateLimit` (the token endpoint, subscription linking).
  await app.register(rateLimit, { global: false });

  const keys = await loadOrCreateKeys(db);
  const mailer = createMailer(config.mail, app.log);
  app.addHook('onClose', async () => mailer.close());
  const helpCentre = await loadHelpCentre();
  const apiRoutes: DeclaredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(openApi, { version: PRODUCT_VERSION });

  if (config.auth.kind === 'builtin') {
    const provider = createIdentityProvider({ db, config, keys, extraOrigins: options.extraOrigins });
    await app.register(providerEndpoints, { provider, publicUrl: config.publicUrl });
    await app.register(interactionRoutes, { provider, db, publicUrl: config.publicUrl, showDemoAccounts: config.demoData });
  }

  await app.register(
    async (api) => {
      await api.register(maintenance, {
        maintenanceSwitch: createMaintenanceSwitch(config.maintenanceFile, config.maintenanceFromEnvironment),
      });
      await api.register(authentication, { db, auth: config.auth, publicJwks: [publicJwk(keys.signing)] });
      await api.register(invitationAcceptance, { db });
      await api.register(routeAuthorization, { db, catalogue: apiRoutes });
      await api.register(healthRoutes, { db, version: PRODUCT_VERSION });
      await api.register(clientConfigRoutes, { config, version: PRODUCT_VERSION });
      await api.register(clientLogRoutes);
      await api.register(changelogRoutes, { version: PRODUCT_VERSION });
      await api.register(companySignOnRoutes, { db });
      await api.register(assetCategoryRoutes);
      await api.register(downloadRoutes, {
        catalogue: downloadCatalogue({
          folder: config.downloadsDir ?? (options.distDir && path.join(options.distDir, DOWNLOADS_FOLDER)),
          version: PRODUCT_VERSION,
          publicUrl: config.publicUrl,
        }),
      });
      await api.register(profileRoutes, { db });
      await api.register(ticketRoutes, {
        db,
        mailer,
        supportEmail: config.supportEmail,
        ticketsPageUrl: config.ticketsUrl ?? `${config.publicUrl}${TICKETS_PAGE}`,
      });
      await api.register(segmentSupportRoutes, { supportEmail: config.supportEmail, supportUrl: `${config.publicUrl}${helpPages.home}` });
      await api.register(portfolioRoutes, { db });
      await api.register(portfolioLogoRoutes, { db });
      await api.register(memberRoutes, { db, mailer, publicUrl: config.publicUrl });
      await api.register(attachmentRoutes, { db });
      await api.register(portfolioEventRoutes, { db });
      await api.register(invoiceRoutes, { db });
      await api.register(subscriptionRoutes, { db });
      await api.register(companyConnectionRoutes, { db, secretKey: config.companySecretKey });
      await api.register(portfolioWorkspaceRoutes, { db });
      await api.register(workspaceRoutes, { db, blobs });
      await api.register(workspaceSettingsRoutes, { db });
      await api.register(dataSnapshotRoutes, { db, blobs, events, uploadLimitBytes: config.uploadLimitBytes });
      await api.register(simulationSettingsRoutes, { db, events });
      await api.register(simulationRoutes, { db, queue, events, blobs });
      await api.register(taskRoutes, { db, queue, events });
      await api.register(exportRoutes, { db, blobs });
      await api.register(resultsSummaryRoutes, { db, blobs });
      await api.register(advancedReportRoutes, { db, maxComparedWorks: config.advancedComparisonMaxWorks });
      await api.register(simulationReportRoutes, { db, queue, events });
      await api.register(resultsFeedRoutes, { db, blobs, publicUrl: config.publicUrl });
      await api.register(portfolioReportRoutes, { db });
      await api.register(workspaceReportRoutes, { db, events });
      await api.register(workPlanRoutes, { db });
      await api.register(workPlanSettingsRoutes, { db });
      await api.register(dataSourceRoutes, { db, queue, events });
      await api.register(workPlanProjectRoutes, { db });
      await api.register(workPlanTreatmentRoutes, { db });
      await api.register(workPlanInsightsRoutes, { db });
      await api.register(workPlanItemRoutes, { db });
      await api.register(workPlanExportRoutes, { db });
      await api.register(workPlanBuilderRoutes, { db });
      await api.register(notificationRoutes, { sessionSecret: keys.sessionSecret, brokerUrl: config.mqttWebSocketUrl });
      await api.register(helpCentreRoutes, { helpCentre });
      await api.register(helpRedirectRoutes, { helpCentre, publicUrl: config.publicUrl, knowledgeBaseUrl: config.knowledgeBaseUrl, lmsUrl: config.lmsUrl });
      api.route({ ...routeAt(systemPaths.docs), config: { rule: publicRoute }, schema: { hide: true }, handler: async () => app.swagger() });
      api.setNotFoundHandler({ preHandler: undefined }, async (request) => {
        throw notFound(`No API route ${request.method} ${request.url}`);
      });
    },
    { prefix: API_PREFIX },
  );

  if (options.distDir) await app.register(spa, { distDir: options.distDir });
  return app;
}

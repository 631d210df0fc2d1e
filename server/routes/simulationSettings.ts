import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { EventPublisher } from '../realtime/eventPublisher';
import {
  simulationSettingsCreateSchema,
  simulationSettingsSchema,
  simulationSettingsVersionQuerySchema,
  simulationSettingsVersionSchema,
  treatmentCostVariationListSchema,
  treatmentTypeListSchema,
} from '../../src/api/schemas/simulationSettings.schema';
import { publishingPaths } from '../../src/api/paths/publishingPaths';
import { SETTINGS_FILE } from '../../src/api/simulationPackage/errors';
import { MAX_SETTINGS_FILE_BYTES } from '../../src/api/simulationPackage/limits';
import type { SimulationSettings } from '../../src/api/simulationPackage/settings.schema';
import { createSettings, settingsVersion, toSettingsVersion } from '../repositories/packageQueries';
import { importSettingsVersion } from '../publishing/publishing';
import { portfolioAction } from '../permissions/routeRule';
import { HttpError, notFound } from '../http/httpError';
import { errorResponses } from '../http/routeSchemas';
import { routeAt } from '../http/routeAt';
import { DEFAULT_BODY_LIMIT } from '../http/bodyLimits';

const EFFECT_NAMES = { reset: 'Reset', improve: 'Improve', addYears: 'Add years' } as const;

/** Simulation settings: settings.json checked by the engine's schema, each accepted upload a new version. */
export const simulationSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; events: EventPublisher }> = async (app, { db, events }) => {
  // A settings file that is not JSON is a publishing problem: it is listed like the others.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: MAX_SETTINGS_FILE_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      const reason = (error as Error).message;
      done(new HttpError(400, 'errors.packageInvalid', reason, [{ message: `${SETTINGS_FILE}: not valid JSON`, more_info: reason }]), undefined);
    }
  });
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'errors.payloadTooLarge', error.message);
    throw error;
  });

  app.route({
    ...routeAt(publishingPaths.createSettings),
    config: { rule: portfolioAction('simulations.publish') },
    bodyLimit: DEFAULT_BODY_LIMIT,
    schema: {
      tags: ['publishing'],
      params: publishingPaths.createSettings.params,
      body: simulationSettingsCreateSchema,
      response: { 201: simulationSettingsSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createSettings(db, { portfolioId: request.params.pfId, name: request.body.name, userId: request.user.id })),
  });

  app.route({
    ...routeAt(publishingPaths.uploadSettings),
    config: { rule: portfolioAction('simulations.publish', 'ssId') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.uploadSettings.params,
      body: z.unknown().meta({ description: 'settings.json' }),
      response: { 201: simulationSettingsVersionSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
    },
    handler: async (request, reply) => {
      const { ssId } = request.params;
      const imported = await importSettingsVersion({ db, events }, { settingsId: ssId, document: request.body, userId: request.user.id });
      if (!imported.ok) {
        if ('gone' in imported) throw notFound(`Simulation settings ${ssId} were deleted`);
        throw new HttpError(400, 'errors.packageInvalid', imported.errors[0]?.message, imported.errors);
      }
      return reply.code(201).send(toSettingsVersion((await settingsVersion(db, ssId, imported.version))!));
    },
  });

  app.route({
    ...routeAt(publishingPaths.settingsVersion),
    config: { rule: portfolioAction('simulations.read', 'ssId') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.settingsVersion.params,
      response: { 200: simulationSettingsVersionSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const row = await settingsVersion(db, request.params.ssId, request.params.version);
      if (!row) throw new HttpError(404, 'errors.versionNotFound', `Simulation settings ${request.params.ssId} have no version ${request.params.version}`);
      return toSettingsVersion(row);
    },
  });

  async function versionOf(ssId: string, version: number | undefined) {
    const row = await settingsVersion(db, ssId, version);
    if (!row) throw new HttpError(404, 'errors.versionNotFound', `Simulation settings ${ssId} have no such version`);
    return { version: row.version, settings: row.settings as unknown as SimulationSettings };
  }

  app.route({
    ...routeAt(publishingPaths.treatmentTypes),
    config: { rule: portfolioAction('simulations.read', 'ssId') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.treatmentTypes.params,
      querystring: simulationSettingsVersionQuerySchema,
      response: { 200: treatmentTypeListSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { version, settings } = await versionOf(request.params.ssId, request.query.version);
      return {
        version,
        contents: settings.treatments.map((treatment) => ({
          id: treatment.id,
          name: treatment.name,
          cost_type: treatment.costType,
          unit_cost: treatment.unitCost,
          trigger_criterion: treatment.trigger.criterion,
          from_state: treatment.trigger.fromState,
          to_state: treatment.trigger.toState,
          effect: EFFECT_NAMES[treatment.effect.type],
          apply_rate: treatment.applyRate,
        })),
      };
    },
  });

  app.route({
    ...routeAt(publishingPaths.treatmentCostVariations),
    config: { rule: portfolioAction('simulations.read', 'ssId') },
    schema: {
      tags: ['publishing'],
      params: publishingPaths.treatmentCostVariations.params,
      querystring: simulationSettingsVersionQuerySchema,
      response: { 200: treatmentCostVariationListSchema, ...errorResponses(400, 401, 404) },
    },
    handler: async (request) => {
      const { version, settings } = await versionOf(request.params.ssId, request.query.version);
      return {
        version,
        contents: settings.treatments.flatMap((treatment) =>
          treatment.costVariations.map((variation) => ({
            treatment_id: treatment.id,
            treatment_name: treatment.name,
            percent: variation.percent,
            filter: variation.filter as Record<string, unknown>,
          })),
        ),
      };
    },
  });
};

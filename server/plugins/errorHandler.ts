import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../src/api/schemas/error.schema';
import { HttpError } from '../http/httpError';
import { messageFor, type MessageKey } from '../http/messages';
import { loggableError } from '../http/loggableError';
import { errorPages } from '../../src/api/errorPages';
import { API_PREFIX } from '../../src/api/paths/definePath';

/** Fastify's own client errors (body too large, unknown content type, ...) with a message of their own. */
const CLIENT_ERROR_KEYS: Partial<Record<number, MessageKey>> = {
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.rateLimited',
};

/** A GET for a page outside the API, as a browser's address bar or link makes it. */
function isPageNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0]!;
  const outsideApi = path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`);
  return request.method === 'GET' && outsideApi && (request.headers.accept ?? '').includes('text/html');
}

/**
 * One error shape for every failure. Details of unexpected failures stay in the log; the client
 * gets a reference it can quote (SPEC 8: >= 500 is logged with developer_message).
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { code: error.statusCode, message: error.message, key: error.key };
      if (error.developerMessage) body.developer_message = error.developerMessage;
      if (error.errorMessages) body.error_messages = error.errorMessages;
      if (error.params) body.params = error.params;
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: ApiErrorBody = {
        code: 400,
        message: messageFor('errors.validation'),
        key: 'errors.validation',
        errors: error.validation.map((issue) => ({
          path: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
          message: issue.message ?? 'is not valid',
        })),
      };
      return reply.code(400).send(body);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      const key = CLIENT_ERROR_KEYS[error.statusCode] ?? 'errors.validation';
      return reply.code(error.statusCode).send({ code: error.statusCode, message: messageFor(key), key, developer_message: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    // A page the browser navigated to (sign-in, device activation) goes to the public error route
    // with its reference, instead of showing a JSON body.
    if (isPageNavigation(request)) return reply.redirect(errorPages.withReference(request.id), 303);
    return reply.code(500).send({
      code: 500,
      message: messageFor('errors.unexpected'),
      key: 'errors.unexpected',
      developer_message: `Reference ${request.id}`,
    } satisfies ApiErrorBody);
  });
}

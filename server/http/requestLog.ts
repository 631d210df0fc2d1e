import type { FastifyRequest } from 'fastify';

/** A results feed link's token is its credential: whatever follows /feeds/ in a path. */
const FEED_TOKEN = /(\/feeds\/)[^/?#]+/;

export const withoutFeedToken = (url: string) => url.replace(FEED_TOKEN, '$1[token]');

/**
 * Fastify's request log entry, as its default serializer writes it, with a results feed link's
 * token replaced: logs are read by more people than may open the feed.
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutFeedToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

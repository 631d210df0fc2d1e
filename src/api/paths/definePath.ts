import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the API is mounted; every pattern below is relative to it. */
export const API_PREFIX = '/api';

type ParamsSchema = z.ZodObject | undefined;

/** One API path: the server registers `method` + `pattern`, the client calls `url(params)`. */
export type ApiPath<M extends HttpMethod = HttpMethod, P extends ParamsSchema = ParamsSchema> = {
  readonly name: string;
  readonly method: M;
  /** Fastify's pattern under API_PREFIX, e.g. '/portfolios/:pfId/members'. */
  readonly pattern: string;
  readonly params: P;
  /** The URL under API_PREFIX with each :param replaced by its encoded value. */
  url(...params: P extends z.ZodObject ? [params: z.input<P>] : []): string;
};

/** The :names of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/**
 * A path whose params schema names exactly the pattern's parameters: a mismatch fails when the
 * module loads, so no route or URL can disagree with its schema.
 */
export function definePath<const M extends HttpMethod, P extends ParamsSchema = undefined>(spec: {
  name: string;
  method: M;
  pattern: string;
  params?: P;
}): ApiPath<M, P> {
  const named = patternParams(spec.pattern).sort();
  const declared = Object.keys(spec.params?.shape ?? {}).sort();
  if (named.join() !== declared.join()) {
    const list = (names: string[]) => names.join(', ') || 'none';
    throw new Error(`Path ${spec.name} (${spec.pattern}) has params ${list(named)} but its schema declares ${list(declared)}`);
  }
  return {
    name: spec.name,
    method: spec.method,
    pattern: spec.pattern,
    params: spec.params as P,
    url: (...args) => {
      const values = (args[0] ?? {}) as Record<string, string>;
      return spec.pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]!));
    },
  };
}

import type { z } from 'zod';
import { API_PREFIX } from '../../../src/api/paths/definePath';
import { apiErrorSchema, type ApiErrorBody } from '../../../src/api/schemas/error.schema';

/** An API call that failed, with the server's error body when it sent one (a refused upload's `error_messages`). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
    message: string,
  ) {
    super(message);
  }
}

export type Session = {
  accessToken: string;
  /** A new access token once the current one is refused; undefined when the sign-in cannot be renewed. */
  renew?: () => Promise<string>;
};

export type SendOptions = {
  method: 'GET' | 'POST';
  /** The path under /api, as the path registry's `url()` builds it. */
  path: string;
  /** What the call does, for error messages: "Creating the data snapshot". */
  what: string;
  json?: unknown;
  /** A body sent as it is: a file's text, or a stream (sent once, never repeated). */
  raw?: { body: string | ReadableStream<Uint8Array>; contentType: string };
};

/** Calls the Horizon API as the signed-in person; answers are parsed with the shared zod schemas. */
export function horizonApi(server: string, session: Session) {
  async function send(options: SendOptions): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${session.accessToken}` };
    let body: string | ReadableStream<Uint8Array> | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = options.raw.body;
    }
    // A stream needs half-duplex: Node's fetch sends it while the answer may already arrive.
    const init: RequestInit & { duplex?: 'half' } = { method: options.method, headers, body };
    if (body instanceof ReadableStream) init.duplex = 'half';
    return fetch(`${server}${API_PREFIX}${options.path}`, init);
  }

  async function call<S extends z.ZodType>(options: SendOptions, schema: S): Promise<z.infer<S>> {
    let response = await send(options);
    const replayable = !(options.raw?.body instanceof ReadableStream);
    if (response.status === 401 && replayable && session.renew) {
      session.accessToken = await session.renew();
      response = await send(options);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      throw new ApiFailure(response.status, undefined, `${options.what} failed: the server answered ${response.status} with something other than JSON.`);
    }
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(body);
      const said = error.success ? error.data.message : `the server answered ${response.status}`;
      throw new ApiFailure(response.status, error.success ? error.data : undefined, `${options.what} failed: ${said}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiFailure(response.status, undefined, `${options.what} failed: the server's answer is not one this publisher understands.`);
    return parsed.data;
  }

  return { call };
}
export type HorizonApi = ReturnType<typeof horizonApi>;

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/api/apiError';
import { withoutToken } from '../../src/api/client';
import { createFileUploader } from '../../src/api/fileUpload';

/** Enough of XMLHttpRequest for the uploader: it records the request and lets the test answer. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const createRequest = () => new FakeRequest() as unknown as XMLHttpRequest;
const file = new File(['asset_id\nA-1\n'], 'assets.csv', { type: 'text/csv' });
const answerSchema = z.object({ version: z.number() });
/** Lets the token be fetched before the request opens. */
const opened = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('file uploader', () => {
  it('POSTs the file under /api with the bearer token and its content type, and tells the progress', async () => {
    const onProgress = vi.fn();
    const uploader = createFileUploader({ getToken: () => Promise.resolve('token-1'), createRequest });
    const done = uploader.upload('/data-snapshots/1/uploads', answerSchema, { body: file, contentType: 'text/csv', onProgress });
    await opened();
    const request = FakeRequest.last;
    expect(request).toMatchObject({ method: 'POST', url: '/api/data-snapshots/1/uploads', body: file });
    expect(request.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'text/csv', Authorization: 'Bearer token-1' });
    request.upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true });
    request.upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false });
    expect(onProgress.mock.calls).toEqual([[{ loaded: 5, total: 10 }], [{ loaded: 7, total: file.size }]]);
    request.answer(201, { version: 2 });
    await expect(done).resolves.toEqual({ version: 2 });
  });

  it('sends no Authorization header when there is no token', async () => {
    const uploader = createFileUploader({ getToken: withoutToken, createRequest });
    const done = uploader.upload('/x', answerSchema, { body: file, contentType: 'text/csv' });
    await opened();
    expect(FakeRequest.last.headers.Authorization).toBeUndefined();
    FakeRequest.last.answer(201, { version: 1 });
    await done;
  });

  it('rejects a refusal with the API error body, its error_messages included, and reports it', async () => {
    const onFailure = vi.fn();
    const uploader = createFileUploader({ getToken: withoutToken, createRequest, onFailure });
    const done = uploader.upload('/x', answerSchema, { body: file, contentType: 'text/csv' });
    await opened();
    const body = { code: 400, message: 'assets.csv row 2: bad', key: 'errors.packageInvalid', error_messages: [{ message: 'assets.csv row 2: bad', more_info: 'x' }] };
    FakeRequest.last.answer(400, body, 'Bad Request');
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body });
    expect(onFailure).toHaveBeenCalledWith(error);
  });

  it('rejects an answer without the error shape with its status text, and an unreachable server with status 0', async () => {
    const uploader = createFileUploader({ getToken: withoutToken, createRequest });
    const refused = uploader.upload('/x', answerSchema, { body: file, contentType: 'text/csv' });
    await opened();
    FakeRequest.last.answer(502, undefined, 'Bad Gateway');
    await expect(refused).rejects.toMatchObject({ status: 502, body: { code: 502, message: 'Bad Gateway' } });

    const unreachable = uploader.upload('/x', answerSchema, { body: file, contentType: 'text/csv' });
    await opened();
    FakeRequest.last.onerror?.();
    await expect(unreachable).rejects.toMatchObject({ status: 0 });
  });

  it('rejects an answer that breaks the contract', async () => {
    const uploader = createFileUploader({ getToken: withoutToken, createRequest });
    const done = uploader.upload('/x', answerSchema, { body: file, contentType: 'text/csv' });
    await opened();
    FakeRequest.last.answer(201, { version: 'two' });
    await expect(done).rejects.toMatchObject({ status: 0, message: 'The answer of POST /x does not match the API contract.' });
  });

  it('aborts when its signal does, without reporting a failure', async () => {
    const onFailure = vi.fn();
    const controller = new AbortController();
    const uploader = createFileUploader({ getToken: withoutToken, createRequest, onFailure });
    const done = uploader.upload('/x', answerSchema, { body: file, contentType: 'text/csv', signal: controller.signal });
    await opened();
    controller.abort();
    expect(FakeRequest.last.aborted).toBe(true);
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

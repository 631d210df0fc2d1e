import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadListSchema } from '../../src/api/schemas/download.schema';
import { buildPublisherBundle } from '../../scripts/publisherBundle';
import { DATABASE_KINDS } from '../support/testServer';
import { useTestServer } from './helpers/useTestServer';

/*
 * Issue 16 "Downloads centre" and SPEC 7 ("a public installer download exists"): the command-line
 * publisher as one file named with package.json's version, its SHA-256 beside it; a public list of
 * what can be downloaded and the download itself, with its checksum in a header.
 */
const run = promisify(execFile);
const VERSION = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }).version;
const FILE = `horizon-publisher-${VERSION}.cjs`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(DATABASE_KINDS)('Apps & Downloads (%s)', (kind) => {
  describe('on a server whose build wrote the publisher bundle', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'horizon-downloads-'));
    const api = useTestServer(kind, { DOWNLOADS_DIR: path.join(folder, 'downloads') });
    beforeAll(async () => {
      await buildPublisherBundle(folder);
    }, 60_000);
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('lists the publisher without a sign-in: its version, size, checksum, addresses and instructions', async () => {
      const response = await api.call(null, 'GET', '/downloads');
      expect(response.status).toBe(200);
      const bytes = await readFile(path.join(folder, 'downloads', FILE));
      expect(downloadListSchema.parse(response.body)).toEqual({
        contents: [
          {
            id: 'publisher',
            name: 'Horizon Publisher',
            version: VERSION,
            file_name: FILE,
            size: bytes.length,
            sha256: sha256(bytes),
            url: `/api/downloads/${FILE}`,
            checksum_url: `/api/downloads/${FILE}.sha256`,
            instructions: {
              node_version: '20.19',
              commands: {
                version: `node ${FILE} --version`,
                help: `node ${FILE} --help`,
                publish: `node ${FILE} <package folder> --workspace <workspace id> --server ${api.server.baseUrl}`,
              },
            },
          },
        ],
      });
    });

    it('serves the bundle as an attachment, with its SHA-256 in the headers, without a sign-in', async () => {
      const response = await api.call(null, 'GET', `/downloads/${FILE}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${FILE}"; filename*=UTF-8''${FILE}`);
      expect(Number(response.headers.get('content-length'))).toBe(response.bytes.length);
      const digest = sha256(response.bytes);
      expect(response.headers.get('x-checksum-sha256')).toBe(digest);
      expect(response.headers.get('repr-digest')).toBe(`sha-256=:${Buffer.from(digest, 'hex').toString('base64')}:`);
    });

    it('serves the checksum file, which `sha256sum -c` accepts for the downloaded bundle', async () => {
      const bundle = await api.call(null, 'GET', `/downloads/${FILE}`);
      const checksum = await api.call(null, 'GET', `/downloads/${FILE}.sha256`);
      expect(checksum.status).toBe(200);
      expect(checksum.headers.get('content-disposition')).toContain(`filename="${FILE}.sha256"`);
      const scratch = mkdtempSync(path.join(tmpdir(), 'horizon-download-check-'));
      try {
        await writeFile(path.join(scratch, FILE), bundle.bytes);
        await writeFile(path.join(scratch, `${FILE}.sha256`), checksum.bytes);
        const { stdout } = await run('sha256sum', ['-c', `${FILE}.sha256`], { cwd: scratch });
        expect(stdout).toBe(`${FILE}: OK\n`);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });

    it('is a bundle that plain node runs away from the repository: --version prints the version, --help names its file', async () => {
      const scratch = mkdtempSync(path.join(tmpdir(), 'horizon-publisher-run-'));
      try {
        await copyFile(path.join(folder, 'downloads', FILE), path.join(scratch, FILE));
        const version = await run(process.execPath, [FILE, '--version'], { cwd: scratch });
        expect(version.stdout).toBe(`${VERSION}\n`);
        const help = await run(process.execPath, [FILE, '--help'], { cwd: scratch });
        expect(help.stdout).toContain(`Usage: node ${FILE} <package folder> --workspace <workspace id>`);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });

    it.each([
      ['another version', 'horizon-publisher-0.0.1.cjs'],
      ['a file of the build that is no download', 'index.html'],
    ])('answers 404 for %s', async (_case, name) => {
      const response = await api.call(null, 'GET', `/downloads/${name}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 404, message: expect.any(String) });
    });

    it.each([
      ['a path out of the folder', '..%2Fpackage.json'],
      ['a hidden file', '.sha256'],
    ])('refuses %s with 400', async (_case, name) => {
      const response = await api.call(null, 'GET', `/downloads/${name}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 400, message: expect.any(String) });
    });
  });

  describe('on a server whose build wrote the bundle but not its checksum', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'horizon-downloads-'));
    const api = useTestServer(kind, { DOWNLOADS_DIR: folder });
    beforeAll(async () => {
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, FILE), 'console.log("6.6.1")\n');
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('offers nothing, since the checksum could not be shown', async () => {
      expect((await stat(path.join(folder, FILE))).isFile()).toBe(true);
      expect((await api.call(null, 'GET', '/downloads')).body).toEqual({ contents: [] });
      expect((await api.call(null, 'GET', `/downloads/${FILE}`)).status).toBe(404);
    });
  });

  describe('on a server without a built bundle', () => {
    const api = useTestServer(kind);

    it('lists nothing, and the download answers 404 in the error shape', async () => {
      const list = await api.call(null, 'GET', '/downloads');
      expect(list.status).toBe(200);
      expect(list.body).toEqual({ contents: [] });
      const file = await api.call(null, 'GET', `/downloads/${FILE}`);
      expect(file.status).toBe(404);
      expect(file.body).toMatchObject({ code: 404, message: expect.any(String), developer_message: expect.stringContaining('npm run build') });
    });
  });
});

import { describe, expect, it } from 'vitest';
import { clientConfigSchema } from '../../src/api/schemas/config.schema';
import { DATABASE_KINDS } from '../support/testServer';
import { useTestServer } from './helpers/useTestServer';

/*
 * Issue 16 "Live chat" and SPEC 7: the chat script comes from a configured address and is
 * initialised with configured identifiers; the offline button mails the support address. The SPA
 * learns them from GET /api/config, and the content security policy lets the script's origin in.
 */
const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );

const SCRIPT_URL = 'https://chat.example.org/widgets/horizon-live-chat.js';
const CHAT_ORIGIN = 'https://chat.example.org';

const clientConfig = async (baseUrl: string) => clientConfigSchema.parse(await (await fetch(`${baseUrl}/api/config`)).json());
const policy = async (baseUrl: string) => directives((await fetch(`${baseUrl}/api/healthcheck`)).headers.get('content-security-policy'));

describe.each(DATABASE_KINDS)('live chat configuration (%s)', (kind) => {
  describe('with no chat provider configured', () => {
    const api = useTestServer(kind, { SUPPORT_EMAIL: 'help@council.example.org' });

    it('tells the SPA there is none, and where Email Us writes to', async () => {
      const config = await clientConfig(api.server.baseUrl);
      expect(config.live_chat).toBeNull();
      expect(config.support_email).toBe('help@council.example.org');
    });

    it('allows scripts from the own origin and known inline scripts only', async () => {
      const scripts = (await policy(api.server.baseUrl)).get('script-src') ?? [];
      expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    });
  });

  describe('with CHAT_SCRIPT_URL and the identifiers set', () => {
    const api = useTestServer(kind, { CHAT_SCRIPT_URL: SCRIPT_URL, CHAT_ORG_ID: '00D5j000000Horizon', CHAT_DEPLOYMENT_ID: '5725j000000Deploy', CHAT_BUTTON_ID: '5735j000000Button' });

    it('passes the script and the identifiers to the SPA', async () => {
      expect((await clientConfig(api.server.baseUrl)).live_chat).toEqual({
        script_url: SCRIPT_URL,
        org_id: '00D5j000000Horizon',
        deployment_id: '5725j000000Deploy',
        button_id: '5735j000000Button',
      });
    });

    it("lets the provider's origin serve scripts, styles, images and frames and be talked to", async () => {
      const csp = await policy(api.server.baseUrl);
      for (const directive of ['script-src', 'style-src', 'img-src', 'frame-src', 'connect-src']) expect(csp.get(directive), directive).toContain(CHAT_ORIGIN);
      expect(csp.get('default-src')).toEqual(["'self'"]);
    });
  });

  describe('with CHAT_SCRIPT_URL alone', () => {
    const api = useTestServer(kind, { CHAT_SCRIPT_URL: SCRIPT_URL });

    it('passes the identifiers as null', async () => {
      expect((await clientConfig(api.server.baseUrl)).live_chat).toEqual({ script_url: SCRIPT_URL, org_id: null, deployment_id: null, button_id: null });
    });
  });
});

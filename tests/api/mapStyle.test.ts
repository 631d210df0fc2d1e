import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/testServer';
import { useTestServer } from './helpers/useTestServer';

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources] as const;
    }),
  );

const STYLE_URL = 'https://tiles.example.org/styles/positron/style.json';

/** Issue 14: the location-analysis map's base style is MAP_STYLE_URL; unset, the map needs no other site. */
describe.each(DATABASE_KINDS)('the base map of the report maps (%s)', (kind) => {
  describe('with MAP_STYLE_URL unset', () => {
    const api = useTestServer(kind);

    it('tells the browser to draw on the built-in plain background', async () => {
      const config = await (await fetch(`${api.server.baseUrl}/api/config`)).json();
      expect(config.map_style_url).toBeNull();
    });

    it("lets MapLibre start its workers from the app's own files, and opens no other site", async () => {
      const csp = directives((await fetch(`${api.server.baseUrl}/api/healthcheck`)).headers.get('content-security-policy'));
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('connect-src')).not.toContain('https://tiles.example.org');
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    });
  });

  describe('with MAP_STYLE_URL set', () => {
    const api = useTestServer(kind, { MAP_STYLE_URL: STYLE_URL });

    it('passes the style to the browser', async () => {
      const config = await (await fetch(`${api.server.baseUrl}/api/config`)).json();
      expect(config.map_style_url).toBe(STYLE_URL);
    });

    it("allows the style's host for the style, its tiles, sprites and glyphs", async () => {
      const csp = directives((await fetch(`${api.server.baseUrl}/api/healthcheck`)).headers.get('content-security-policy'));
      expect(csp.get('connect-src')).toContain('https://tiles.example.org');
      expect(csp.get('img-src')).toContain('https://tiles.example.org');
      expect(csp.get('script-src')).not.toContain('https://tiles.example.org');
    });
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { securityHeaders, spaInlineScripts } from '../../../server/http/contentSecurityPolicy';

/** The SPA's index.html has inline scripts (the browser check); the policy must allow exactly those. */
describe('the script sources of the Content-Security-Policy', () => {
  it("allow index.html's inline scripts by hash, and no other inline script", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'horizon-dist-'));
    const html = fs.readFileSync(path.resolve('index.html'), 'utf8').replace('<script type="module" src="/src/ui/main.tsx"></script>', '<script type="module" crossorigin src="/assets/index.js"></script>');
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline.length).toBeGreaterThan(0);

    const options = securityHeaders(loadConfig({}), spaInlineScripts(dist));
    const directives = (options.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(directives.scriptSrc).toEqual(["'self'", ...hashes]);
    fs.rmSync(dist, { recursive: true });
  });
});

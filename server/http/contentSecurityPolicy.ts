import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from '../config';

/** A CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The bodies of a page's inline (not `src`) scripts, e.g. index.html's check for a supported browser. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}

/** The inline scripts of the built SPA's index.html, when there is one. */
export function spaInlineScripts(distDir: string | undefined): string[] {
  const index = distDir && path.join(distDir, 'index.html');
  return index && fs.existsSync(index) ? inlineScripts(fs.readFileSync(index, 'utf8')) : [];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The security headers of every answer (SPA, API, sign-in pages). Scripts come from the own
 * origin or are inline scripts known by hash; styles may be inline because PrimeReact and
 * ApexCharts set them at run time. The browser talks to the own origin, the identity provider,
 * the MQTT broker and, when MAP_STYLE_URL names one, the base map's host (its style, tiles, sprites
 * and glyphs) and, when SENTRY_DSN names one, the error-reporting service only, and no other site
 * may frame Horizon. MapLibre draws in web workers: its worker
 * script is one of our own files, and `blob:` lets it start one from a copy where the script's
 * address is on another origin (a CDN in front of the files). With CHAT_SCRIPT_URL set, the live
 * chat provider's origin may serve scripts, styles, images and frames and be talked to.
 */
export function securityHeaders(config: ServerConfig, inlineScriptBodies: string[]): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  const identityProvider = config.auth.kind === 'auth0' ? [originOf(config.auth.domain)] : [];
  const broker = new URL(config.mqttWebSocketUrl);
  const brokerSource = `${broker.protocol}//${broker.host}`;
  const baseMap = config.mapStyleUrl ? [originOf(config.mapStyleUrl)] : [];
  const errorReporter = config.sentryDsn ? [originOf(config.sentryDsn)] : [];
  // The live chat provider's script, and what it loads and talks to from its own site.
  const liveChat = config.liveChat ? [originOf(config.liveChat.scriptUrl)] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...new Set(inlineScriptBodies.map(scriptHash)), ...liveChat],
        styleSrc: ["'self'", "'unsafe-inline'", ...liveChat],
        imgSrc: ["'self'", 'data:', 'blob:', ...baseMap, ...liveChat],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...identityProvider, brokerSource, ...baseMap, ...liveChat, ...errorReporter],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...identityProvider, ...liveChat],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...identityProvider],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  };
}

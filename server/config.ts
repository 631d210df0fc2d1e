import { z } from 'zod';
import path from 'node:path';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  AUTH0_DOMAIN: z.string().optional(),
  AUTH0_CLIENT_ID: z.string().optional(),
  AUTH0_AUDIENCE: z.string().optional(),
  MQTT_URL: z.string().optional(),
  MQTT_WS_URL: z.string().optional(),
  LONG_NAME_HOSTS: z.string().default(''),
  HEALTH_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  MAINTENANCE_FILE: z.string().optional(),
  COMPANY_SECRET_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64url').length === 32, { error: 'must be 32 bytes, base64url-encoded' })
    .optional(),
  MAINTENANCE_MESSAGE: z.string().optional(),
  MAINTENANCE_STATUS_PAGE_URL: z.url().optional(),
});

export type AuthConfig =
  | { kind: 'builtin'; issuer: string; domain: string; clientId: string; audience: string }
  | { kind: 'auth0'; issuer: string; domain: string; clientId: string; audience: string };

export type ServerConfig = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  auth: AuthConfig;
  mqttUrl: string | undefined;
  /** Where browsers reach the broker over WebSocket. */
  mqttWebSocketUrl: string;
  longNameHosts: string[];
  healthCheckIntervalMs: number;
  demoData: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** File whose presence turns maintenance on (`npm run maintenance`). */
  maintenanceFile: string | undefined;
  /** AES-256 key for company connection secrets; without it a key stored in the database is used. */
  companySecretKey: Buffer | undefined;
  /** Maintenance forced on from the environment, for the whole life of the process. */
  maintenanceFromEnvironment: { message?: string; status_page_url?: string } | undefined;
};

/** SPEC 9: the OAuth scopes the SPA requests; the API scopes are what access tokens may carry. */
export const API_SCOPES = [
  'write:portfolio',
  'share:portfolio',
  'read:result',
  'write:result',
  'write:profile',
  'execute:simulation',
] as const;
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
export const BUILTIN_CLIENT_ID = 'horizon-spa';

/** Reads the environment once; every other module takes the resulting object as an argument. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const parsed = envSchema.parse(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const auth: AuthConfig = parsed.AUTH0_DOMAIN
    ? {
        kind: 'auth0',
        domain: parsed.AUTH0_DOMAIN.startsWith('http') ? parsed.AUTH0_DOMAIN : `https://${parsed.AUTH0_DOMAIN}`,
        issuer: `${parsed.AUTH0_DOMAIN.startsWith('http') ? parsed.AUTH0_DOMAIN : `https://${parsed.AUTH0_DOMAIN}`}/`,
        clientId: parsed.AUTH0_CLIENT_ID ?? '',
        audience: parsed.AUTH0_AUDIENCE ?? `${publicUrl}/api`,
      }
    : { kind: 'builtin', domain: publicUrl, issuer: `${publicUrl}/`, clientId: BUILTIN_CLIENT_ID, audience: `${publicUrl}/api` };
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl,
    dataDir: parsed.DATA_DIR === 'memory://' ? parsed.DATA_DIR : path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    auth,
    mqttUrl: parsed.MQTT_URL,
    mqttWebSocketUrl: parsed.MQTT_WS_URL ?? `${publicUrl.replace(/^http/, 'ws')}/mqtt`,
    longNameHosts: parsed.LONG_NAME_HOSTS.split(',').map((h) => h.trim()).filter(Boolean),
    healthCheckIntervalMs: parsed.HEALTH_CHECK_INTERVAL_MS,
    demoData: parsed.DEMO_DATA === 'on',
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY === 'true',
    companySecretKey: parsed.COMPANY_SECRET_KEY ? Buffer.from(parsed.COMPANY_SECRET_KEY, 'base64url') : undefined,
    maintenanceFile:
      parsed.MAINTENANCE_FILE ?? (parsed.DATA_DIR === 'memory://' ? undefined : path.resolve(parsed.DATA_DIR, 'maintenance.json')),
    maintenanceFromEnvironment:
      parsed.MAINTENANCE_MESSAGE || parsed.MAINTENANCE_STATUS_PAGE_URL
        ? { message: parsed.MAINTENANCE_MESSAGE, status_page_url: parsed.MAINTENANCE_STATUS_PAGE_URL }
        : undefined,
    ...overrides,
  };
}

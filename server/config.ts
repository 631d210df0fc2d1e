import { z } from 'zod';
import path from 'node:path';
import { temporaryBlobRoot } from './storage/blobStore';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  AUTH0_DOMAIN: z.string().optional(),
  AUTH0_CLIENT_ID: z.string().optional(),
  AUTH0_AUDIENCE: z.string().optional(),
  AUTH0_PUBLISHER_CLIENT_ID: z.string().optional(),
  MQTT_URL: z.string().optional(),
  MQTT_WS_URL: z.string().optional(),
  LONG_NAME_HOSTS: z.string().default(''),
  HEALTH_CHECK_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  DEMO_SIMULATIONS: z.enum(['on', 'off']).default('on'),
  DEMO_WORK_PLANS: z.enum(['on', 'off']).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  MAINTENANCE_FILE: z.string().optional(),
  COMPANY_SECRET_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64url').length === 32, { error: 'must be 32 bytes, base64url-encoded' })
    .optional(),
  MAINTENANCE_MESSAGE: z.string().optional(),
  BLOB_DIR: z.string().optional(),
  TASK_WORKER: z.enum(['on', 'off']).default('on'),
  TASK_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  TASK_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(15),
  UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(2048).default(200),
  MAINTENANCE_STATUS_PAGE_URL: z.url().optional(),
  MAP_STYLE_URL: z.url().optional(),
  SENTRY_DSN: z.url().optional(),
  ADVANCED_COMPARISON_MAX_WORKS: z.coerce.number().int().min(1).default(2_000_000),
  KNOWLEDGE_BASE_URL: z.url().optional(),
  LMS_URL: z.url().optional(),
  SMTP_URL: z.string().regex(/^(smtps?:\/\/.+)?$/, { error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Horizon <no-reply@horizon-asset-planning.com>'),
  SUPPORT_EMAIL: z.email().default('support@horizon-asset-planning.com'),
  TICKETS_URL: z.url().optional(),
  DOWNLOADS_DIR: z.string().optional(),
  CHAT_SCRIPT_URL: z.url().optional(),
  CHAT_ORG_ID: z.string().optional(),
  CHAT_DEPLOYMENT_ID: z.string().optional(),
  CHAT_BUTTON_ID: z.string().optional(),
});

/** `publisherClientId`: the command-line publisher's public client (device authorization grant); unset when the Auth0 tenant has none. */
export type AuthConfig =
  | { kind: 'builtin'; issuer: string; domain: string; clientId: string; audience: string; publisherClientId?: string }
  | { kind: 'auth0'; issuer: string; domain: string; clientId: string; audience: string; publisherClientId?: string };

/** The live chat provider: the script the browser loads, and the identifiers its init is given (each optional to the provider). */
export type LiveChatConfig = { scriptUrl: string; orgId: string | null; deploymentId: string | null; buttonId: string | null };

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
  /** With the demo data, publish and run the demo simulations from samples/ after the first start. */
  demoSimulations: boolean;
  /** With the demo simulations, grow the demo work plans from them once they have run. */
  demoWorkPlans: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** File whose presence turns maintenance on (`npm run maintenance`). */
  maintenanceFile: string | undefined;
  /** AES-256 key for company connection secrets; without it a key stored in the database is used. */
  companySecretKey: Buffer | undefined;
  /** Uploaded files and results; shared by every process that serves or runs tasks. */
  blobDir: string;
  /** Whether this process runs simulation tasks (`npm start` does; an API-only process may not). */
  taskWorker: boolean;
  /** Runs at once in this process, each in a thread of its own. */
  taskConcurrency: number;
  /** A running task whose worker has not been heard from for this long is run again elsewhere. */
  taskLeaseSeconds: number;
  /** The largest assets.csv or GeoJSON upload, in bytes. */
  uploadLimitBytes: number;
  /** Maintenance forced on from the environment, for the whole life of the process. */
  maintenanceFromEnvironment: { message?: string; status_page_url?: string } | undefined;
  /** A MapLibre style document for the report maps' base map; unset, the maps draw on a plain background and need no other site. */
  mapStyleUrl: string | undefined;
  /** A Sentry-compatible DSN that the browser also reports its errors to; unset, they go to POST /api/logs only. */
  sentryDsn: string | undefined;
  /** The stated data size of the advanced comparison: a run with more works than this is failed-as-too-large. */
  advancedComparisonMaxWorks: number;
  /** An external help site that GET /profile/knowledgebase sends users to, in place of the built-in help centre. */
  knowledgeBaseUrl: string | undefined;
  /** The learning site of GET /profile/lms; unset, the help centre's learning path article. */
  lmsUrl: string | undefined;
  /** Outgoing e-mail (support tickets, invitations); without an SMTP URL none is sent and callers are told so. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Where support tickets are e-mailed, and the address the support contact shows. */
  supportEmail: string;
  /** An external page listing a user's tickets, in place of the help centre's own. */
  ticketsUrl: string | undefined;
  /** The folder of Apps & Downloads' files; unset, the `downloads` folder of the built web app. */
  downloadsDir: string | undefined;
  /** The live chat provider's script and identifiers (SPEC 7 "Live chat"); unset, only the offline button shows. */
  liveChat: LiveChatConfig | undefined;
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
export const BUILTIN_PUBLISHER_CLIENT_ID = 'horizon-publisher';

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
        publisherClientId: parsed.AUTH0_PUBLISHER_CLIENT_ID || undefined,
      }
    : {
        kind: 'builtin',
        domain: publicUrl,
        issuer: `${publicUrl}/`,
        clientId: BUILTIN_CLIENT_ID,
        audience: `${publicUrl}/api`,
        publisherClientId: BUILTIN_PUBLISHER_CLIENT_ID,
      };
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
    demoSimulations: parsed.DEMO_SIMULATIONS === 'on',
    demoWorkPlans: parsed.DEMO_WORK_PLANS === 'on',
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY === 'true',
    blobDir: parsed.BLOB_DIR
      ? path.resolve(parsed.BLOB_DIR)
      : parsed.DATA_DIR === 'memory://'
        ? temporaryBlobRoot()
        : path.resolve(parsed.DATA_DIR, 'blobs'),
    taskWorker: parsed.TASK_WORKER === 'on',
    taskConcurrency: parsed.TASK_CONCURRENCY,
    taskLeaseSeconds: parsed.TASK_LEASE_SECONDS,
    uploadLimitBytes: parsed.UPLOAD_LIMIT_MB * 1024 * 1024,
    companySecretKey: parsed.COMPANY_SECRET_KEY ? Buffer.from(parsed.COMPANY_SECRET_KEY, 'base64url') : undefined,
    maintenanceFile:
      parsed.MAINTENANCE_FILE ?? (parsed.DATA_DIR === 'memory://' ? undefined : path.resolve(parsed.DATA_DIR, 'maintenance.json')),
    maintenanceFromEnvironment:
      parsed.MAINTENANCE_MESSAGE || parsed.MAINTENANCE_STATUS_PAGE_URL
        ? { message: parsed.MAINTENANCE_MESSAGE, status_page_url: parsed.MAINTENANCE_STATUS_PAGE_URL }
        : undefined,
    mapStyleUrl: parsed.MAP_STYLE_URL,
    sentryDsn: parsed.SENTRY_DSN,
    advancedComparisonMaxWorks: parsed.ADVANCED_COMPARISON_MAX_WORKS,
    knowledgeBaseUrl: parsed.KNOWLEDGE_BASE_URL,
    lmsUrl: parsed.LMS_URL,
    mail: { smtpUrl: parsed.SMTP_URL || undefined, from: parsed.MAIL_FROM },
    supportEmail: parsed.SUPPORT_EMAIL,
    ticketsUrl: parsed.TICKETS_URL,
    downloadsDir: parsed.DOWNLOADS_DIR ? path.resolve(parsed.DOWNLOADS_DIR) : undefined,
    liveChat: parsed.CHAT_SCRIPT_URL
      ? {
          scriptUrl: parsed.CHAT_SCRIPT_URL,
          orgId: parsed.CHAT_ORG_ID || null,
          deploymentId: parsed.CHAT_DEPLOYMENT_ID || null,
          buttonId: parsed.CHAT_BUTTON_ID || null,
        }
      : undefined,
    ...overrides,
  };
}

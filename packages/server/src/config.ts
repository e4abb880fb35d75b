import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MAX_TASKS_PER_USER } from '@dayflow/core';
import { optionalString, parseHostPorts, parseOrigins } from './config-values';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  /** Where browsers reach us, e.g. https://plan.example.com. Sets cookie Secure and the allowed Origin. */
  PUBLIC_URL: optionalString.pipe(z.url({ message: 'must be a URL such as https://plan.example.com' }).optional()),
  /** Signs session cookies. Generated and kept in DATA_DIR when unset. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalString.pipe(z.url({ message: 'must be the issuer URL' }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  /** Link an OpenID sign-in to the local account with the same email when the provider verified it. */
  OIDC_TRUST_VERIFIED_EMAIL: z.stringbool().default(false),
  LOCAL_ACCOUNTS: z.stringbool().default(true),
  /** Outgoing mail (password reset, email verification): smtp://user:pass@host:587 or smtps://…:465. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, { message: 'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587' })
      .optional(),
  ),
  /** The sender of those mails, e.g. "Dayflow <plan@example.com>". */
  MAIL_FROM: optionalString,
  /** New local accounts confirm their email by link before their first sign-in (needs SMTP_URL). */
  REQUIRE_EMAIL_VERIFICATION: z.stringbool().default(false),
  WEB_DIST: optionalString,
  /** Mutating task/goal/streak requests per signed-in user per minute; beyond it, 429. */
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Tasks one user may keep, Recently deleted included; beyond it creates and imports are refused. */
  MAX_TASKS_PER_USER: z.coerce.number().int().min(1).max(10_000_000).default(DEFAULT_MAX_TASKS_PER_USER),
  /** SQLite only: a folder for scheduled online backups; unset, none are written. */
  BACKUP_DIR: optionalString,
  /** How many scheduled backups to keep; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  /** Minutes between scheduled backups (a day by default). */
  BACKUP_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(525_600).default(1440),
  /** Web Push keys (base64url); generated into DATA_DIR/vapid.json when unset. Set both or neither. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, { message: 'must be a mailto: or https:// URL' })
      .optional(),
  ),
  /** More push service origins to send to, comma-separated (besides the browsers' own). */
  PUSH_SERVICE_ORIGINS: optionalString,
  /** `host:port`s on the operator's own network calendars may be fetched from, comma-separated. */
  CALENDAR_FETCH_ALLOW_HOSTS: optionalString,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  authSecret: string | undefined;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  google: { clientId: string; clientSecret: string } | undefined;
  oidc:
    { issuer: string; clientId: string; clientSecret: string; name: string; trustVerifiedEmail: boolean } | undefined;
  localAccounts: boolean;
  /** Where account mails go out; undefined: no mail, and nothing depends on it. */
  mail: { smtpUrl: string; from: string } | undefined;
  requireEmailVerification: boolean;
  /** Built web app to serve; undefined serves nothing (API-only, as in most tests). */
  webDist: string | undefined;
  /** Writes (POST/PUT/PATCH/DELETE on tasks, goal, streak) one user may make per minute. */
  writeRateLimitPerMinute: number;
  /** Tasks one user may keep, Recently deleted included. */
  maxTasksPerUser: number;
  /** Scheduled online backups of the SQLite database (backup/scheduled-backups.ts); undefined: none. */
  backup: { dir: string; keep: number; intervalMs: number } | undefined;
  /** Web Push (notifications/): keys from the environment, else DATA_DIR/vapid.json; extra push origins. */
  push: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string | undefined;
    extraOrigins: string[];
    /**
     * Tests only: an agent trusting the local push service's certificate, as NODE_EXTRA_CA_CERTS
     * does for an operator (that variable is read once, when Node starts).
     */
    agent?: import('node:https').Agent;
  };
  /** Subscribed calendars (calendars/): where they may be fetched from, and how names resolve. */
  calendars: {
    /** CALENDAR_FETCH_ALLOW_HOSTS: `host:port` entries, any address, any port, plain http too. */
    allowHosts: string[];
    /** Ports allowed to public addresses: 80 and 443 (tests add their own trap's). */
    ports: number[];
    /** Tests only: a resolver of their own, to answer a name differently on each lookup. */
    resolve?: import('./calendars').Resolver;
  };
  /** Run background jobs (completed-task cleanup). Tests switch it off to control time. */
  backgroundJobs: boolean;
  /** Epoch ms clock, injectable for tests. */
  now: () => number;
  /**
   * Tests only, never read from the environment: a cheaper password hash than the library's
   * scrypt, which costs 100–300 ms a sign-up and made a third of the server suite's CPU.
   */
  passwordHasher?: {
    hash(password: string): Promise<string>;
    verify(data: { hash: string; password: string }): Promise<boolean>;
  };
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError whose one-line message names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${variable}: ${issue.message}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  if (e.OIDC_ISSUER && !(e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET)) {
    throw new ConfigError('Invalid OIDC_CLIENT_ID: OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  const extraOrigins = parseOrigins(e.PUSH_SERVICE_ORIGINS);
  if (typeof extraOrigins === 'string') throw new ConfigError(`Invalid PUSH_SERVICE_ORIGINS: ${extraOrigins}`);
  const allowHosts = parseHostPorts(e.CALENDAR_FETCH_ALLOW_HOSTS);
  if (typeof allowHosts === 'string') throw new ConfigError(`Invalid CALENDAR_FETCH_ALLOW_HOSTS: ${allowHosts}`);
  if (e.BACKUP_DIR && e.DATABASE_URL) {
    throw new ConfigError('Invalid BACKUP_DIR: scheduled backups are for SQLite; back PostgreSQL up with pg_dump');
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('Invalid MAIL_FROM: SMTP_URL needs MAIL_FROM, the address mails are sent from');
  }
  if (e.SMTP_URL && !e.PUBLIC_URL) {
    // Without it a link's host would come from the request's Host header, which anyone can set:
    // a reset asked for with a forged Host would mail the victim a link to the forger's server.
    throw new ConfigError('Invalid SMTP_URL: mailed links need PUBLIC_URL, the address people open them at');
  }
  if (e.REQUIRE_EMAIL_VERIFICATION && !e.SMTP_URL) {
    throw new ConfigError('Invalid REQUIRE_EMAIL_VERIFICATION: verification links are mailed, so it needs SMTP_URL');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME ?? 'Single sign-on',
            trustVerifiedEmail: e.OIDC_TRUST_VERIFIED_EMAIL,
          }
        : undefined,
    localAccounts: e.LOCAL_ACCOUNTS,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist(),
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    maxTasksPerUser: e.MAX_TASKS_PER_USER,
    backup: e.BACKUP_DIR
      ? { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP, intervalMs: e.BACKUP_INTERVAL_MINUTES * 60_000 }
      : undefined,
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
      extraOrigins,
    },
    calendars: { allowHosts, ports: [80, 443] },
    backgroundJobs: true,
    now: Date.now,
  };
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { verifyPassword } from 'better-auth/crypto';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';

/** `npm run test:pg` sets TEST_DB=postgres; every app then gets a fresh schema of its own. */
export const onPostgres = process.env.TEST_DB === 'postgres';
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A brand-new empty database: a temp folder for SQLite, or a new schema on PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dayflow-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!onPostgres) return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };

  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
      removeDir();
    },
  };
}

const TEST_HASH_PREFIX = 'test-scrypt:';

/**
 * The library's scrypt at a cost a thousandth of its own: tests sign up thousands of users, and
 * what they test is not the hash. A hash made the library's way (by a server process a test
 * started, or a shell command) is still checked the library's way. Tests of hashing itself
 * (sign-up timing) pass `passwordHasher: undefined` to build an app with the real one.
 */
export const fastPasswordHasher: NonNullable<Config['passwordHasher']> = {
  hash: async (password) => {
    const salt = crypto.randomBytes(8).toString('hex');
    return `${TEST_HASH_PREFIX}${salt}:${crypto.scryptSync(password, salt, 32, { N: 16 }).toString('hex')}`;
  },
  verify: async ({ hash, password }) => {
    if (!hash.startsWith(TEST_HASH_PREFIX)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split(':') as [string, string];
    const expected = Buffer.from(key, 'hex');
    return crypto.timingSafeEqual(crypto.scryptSync(password, salt, 32, { N: 16 }), expected);
  },
};

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A fresh server on a fresh database; `now` can be replaced to control time. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', ...db.env, ...env }),
    webDist: undefined,
    backgroundJobs: false,
    passwordHasher: fastPasswordHasher,
    ...overrides,
  };
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    database: db,
    close: async () => {
      await app.close();
      if (!database) await db.drop();
    },
  };
}

export interface SignedInUser {
  id: string;
  email: string;
  cookie: string;
  /** app.inject as this user (session cookie set). */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let userCounter = 0;

/** Creates a local account through the real sign-up route and returns its session. */
export async function signUp(
  app: FastifyInstance,
  {
    email,
    name = 'Test User',
    password = 'correct horse battery',
  }: { email?: string; name?: string; password?: string } = {},
): Promise<SignedInUser> {
  const address = email ?? `user${++userCounter}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: address, name, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  const body = response.json() as { user: { id: string } };
  return {
    id: body.user.id,
    email: address,
    cookie,
    inject: (options) => app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}

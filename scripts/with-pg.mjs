#!/usr/bin/env node
// Runs a command against PostgreSQL: server tests get TEST_DB=postgres (a fresh schema per app),
// e2e runs get DATABASE_URL pointing at a fresh schema that is dropped afterwards.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import pg from 'pg';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `e2e_${crypto.randomBytes(6).toString('hex')}`;

const admin = new pg.Client({ connectionString: base });
try {
  await admin.connect();
} catch (error) {
  console.error(`with-pg: cannot reach PostgreSQL at TEST_DATABASE_URL=${base}: ${error.message}`);
  process.exit(1);
}
await admin.query(`CREATE SCHEMA ${schema}`);
await admin.end();

const url = new URL(base);
url.searchParams.set('options', `-c search_path=${schema}`);
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres', TEST_DATABASE_URL: base, E2E_DATABASE_URL: url.toString() },
});

const cleanup = new pg.Client({ connectionString: base });
await cleanup.connect();
await cleanup.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
await cleanup.end();
process.exit(result.status ?? 1);

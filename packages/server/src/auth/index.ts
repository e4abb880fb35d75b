// The sign-in feature: its Fastify plugin, the schema set-up every start and command-line tool
// runs, and what other folders read of a session. Imported by app.ts, account/, backup/, live/, web/.
export type { AccessEnding, EndAccess } from './access-ending-hooks';
export type { Auth } from './auth';
export { authPlugin, toProfile, type SessionUser } from './auth-plugin';
export { resolveAuthSecret } from './auth-secret';
export { withCliAuth } from './cli/cli-auth';
export { configAndPassword } from './cli/cli-start';
export { migrateDatabase, openMigratedDatabase } from './database-setup';
export type { SignedInSession } from './session-lookup';
export type { EndedSessions } from './session-end';
export { resetUserPassword, type ResetPasswordResult } from './reset-user-password';
export { liveSessions, recordSessionRenewal, sessionExpiries } from './session-rows';
export { settleSignedInCookie } from './signed-in-cookie';

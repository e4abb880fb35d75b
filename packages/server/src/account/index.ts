import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tokenManagementRoutes, refuseAccessTokens } from '../tokens';
import { accountRoutes } from './account-routes';

/**
 * The account API (docs/api.md, "Account"): personal access tokens and account deletion. Both
 * need the person signed in: a token may neither mint tokens nor delete the account.
 */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(tokenManagementRoutes);
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', refuseAccessTokens);
      scoped.addHook('onRequest', app.requireUser);
      await scoped.register(accountRoutes);
    });
  },
  { name: 'account-routes', dependencies: ['auth', 'live-bus'] },
);

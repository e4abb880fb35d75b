import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tokenManagementRoutes, refuseAccessTokens } from '../tokens';
import { accountAccessRoutes } from './account-access-routes';
import { accountRoutes } from './account-routes';
import { decorateRecentConfirmation } from './recent-confirmation';

export { endAccessAfter, endAccountAccess } from './end-account-access';

/**
 * The account API (docs/api.md, "Account"): personal access tokens, the doors into the account
 * (confirm it is you, sign out everywhere, trusted devices) and account deletion. All need the
 * person signed in: a token may neither mint tokens nor shut doors nor delete the account.
 * `requireRecentConfirmation` is decorated first: token creation and the calendar feed use it.
 */
export const accountPlugin = fp(
  async (app: FastifyInstance) => {
    decorateRecentConfirmation(app);
    await app.register(tokenManagementRoutes);
    await app.register(async (scoped) => {
      scoped.addHook('onRequest', refuseAccessTokens);
      scoped.addHook('onRequest', app.requireUser);
      await scoped.register(accountRoutes);
      await scoped.register(accountAccessRoutes);
    });
  },
  { name: 'account-routes', dependencies: ['auth', 'live-bus'] },
);

import type { FastifyInstance } from 'fastify';
import { refuseAccessTokens } from './token-auth';
import { tokenRoutes } from './token-routes';

export { refuseAccessTokens, signInWithToken, userFromAccessToken, type TokenUser } from './token-auth';

/** Token management (docs/api.md, "Personal access tokens"): a signed-in session only. */
export async function tokenManagementRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scoped) => {
    scoped.addHook('onRequest', refuseAccessTokens);
    scoped.addHook('onRequest', app.requireUser);
    await scoped.register(tokenRoutes);
  });
}

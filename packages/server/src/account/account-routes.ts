import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DeleteAccountSchema } from '@dayflow/core';
import { HttpError } from '../http';
import { deleteAccountRows } from './delete-account';
import { expiredSessionCookies } from './expired-cookies';

export const CONFIRM_EMAIL_MISMATCH = "confirmEmail: type your account's email address to confirm";

/**
 * `DELETE /api/account`: every row the user owns, on every table, goes in one transaction; then
 * every instance closes the user's live sockets (their sessions are gone, the same check that
 * follows a sign-out) and this browser's cookies are dropped.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.delete(
    '/api/account',
    {
      schema: { security: [{ session: [] }], body: DeleteAccountSchema },
      // No body at all is the same mistake as an empty confirmation, and says so on the field.
      preValidation: async (request) => {
        if (request.body == null) throw new HttpError(400, CONFIRM_EMAIL_MISMATCH, 'confirmEmail');
      },
    },
    async (request, reply) => {
      const { id, email } = request.user;
      if (request.body.confirmEmail.toLowerCase() !== email.toLowerCase()) {
        throw new HttpError(400, CONFIRM_EMAIL_MISMATCH, 'confirmEmail');
      }
      await deleteAccountRows(app.db, { id, email });
      request.log.info({ uid: id }, 'account deleted');
      await app.liveBus.endSessions(id);
      reply.header('set-cookie', expiredSessionCookies(app.auth));
      reply.header('cache-control', 'no-store');
      return reply.code(204).send();
    },
  );
}

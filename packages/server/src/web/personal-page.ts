import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_DATA_ELEMENT_ID } from '@dayflow/core';
import { settleSignedInCookie } from '../auth';
import { jsonForScript } from './embed-json';
import { readFirstData } from './first-data';

/** The pages whose first screen is the planner for a signed-in user (`/` redirects to it). */
export const PERSONAL_PATHS = new Set(['/', '/planner']);

/**
 * The app's page with the signed-in user's first data in it, and the planner's chunks announced
 * (docs/decisions/0017-first-data-with-the-page.md), so a cold open needs no request after the
 * page before the first task row. Null when nobody is signed in through this request's cookie:
 * the caller sends the static shell.
 *
 * The data element is not a script the browser runs (its type is JSON), so the CSP's script-src,
 * which allows no inline script, does not apply to it and needs no nonce.
 */
export async function personalPage(
  app: FastifyInstance,
  request: FastifyRequest,
  shell: string,
  preloads: string,
): Promise<{ html: string; userId: string } | null> {
  const user = await app.userFromHeaders(request.headers);
  if (!user) return null;
  const data = await readFirstData(app, user);
  const script = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  return { html: shell.replace('</head>', `${preloads}${script}</head>`), userId: user.id };
}

/**
 * A page made for one person: never kept by a shared cache or the browser's, and a cache keyed by
 * URL alone must not hand it to another cookie. A session without its companion cookie gets one,
 * as from the session check, so the next open of this device can be a warm one.
 */
export function sendPersonal(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; userId: string },
): FastifyReply {
  settleSignedInCookie(app, request, reply, page.userId);
  return reply.type('text/html').header('cache-control', 'private, no-store').header('vary', 'Cookie').send(page.html);
}

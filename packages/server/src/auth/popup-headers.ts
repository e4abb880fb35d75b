import type { FastifyInstance } from 'fastify';
import { AUTH_BASE_PATH } from '../http';

/** Our pages the sign-in popup passes through, besides the provider's own. */
const POPUP_PAGE_PREFIXES = ['/auth/', `${AUTH_BASE_PATH}/`];

/**
 * The sign-in popup goes from our page to the provider and back. A page with
 * Cross-Origin-Opener-Policy `same-origin-allow-popups` (our default, see http/security.ts) that
 * navigates to or arrives from another origin is moved to a new browsing context group, which
 * cuts the popup off from its opener: no postMessage, and `popup.closed` turns true at once.
 * So the pages of that chain opt out; the opener keeps its policy.
 */
export function allowPopupOpener(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (POPUP_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
  });
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** null without SMTP_URL: then nothing offers or depends on mail. */
    mailer: Mailer | null;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = app.config.mail ? createMailer(app.config.mail, app.log) : null;
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer?.close());
  },
  { name: 'mail' },
);

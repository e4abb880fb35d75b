import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Sends one mail. Never throws: a failed send is logged for the operator, and the person who
   * asked is answered exactly as if it had gone out (an error would tell whether the address
   * has an account).
   */
  send(mail: Mail): Promise<boolean>;
  close(): void;
}

/** A stalled mail server must not hold a request (or a shutdown) for nodemailer's default 2 minutes. */
const TIMEOUT_MS = 15_000;

/**
 * SMTP through nodemailer. `smtp://` upgrades with STARTTLS whenever the server offers it (port 587),
 * `smtps://` speaks TLS from the first byte (port 465); user and password come from the URL.
 */
export function createMailer(
  settings: { smtpUrl: string; from: string },
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Mailer {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  const server = new URL(settings.smtpUrl).host;
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from: settings.from, ...mail });
        log.info({ subject: mail.subject, server }, 'mail sent');
        return true;
      } catch (error) {
        // The address is the user's; the log names the server and the cause, not the person.
        log.error({ err: error, subject: mail.subject, server }, 'mail could not be sent');
        return false;
      }
    },
    close: () => transport.close(),
  };
}

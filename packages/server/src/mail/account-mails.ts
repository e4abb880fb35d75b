import { PASSWORD_RESET_LINK_SECONDS, PRODUCT_NAME } from '@dayflow/core';
import type { Mail } from './mailer';

interface Recipient {
  email: string;
  name: string;
}

/** The mail behind "Forgot password?": one link, what it does, and what to do if it was not you. */
export function passwordResetMail(to: Recipient, link: string): Mail {
  const minutes = PASSWORD_RESET_LINK_SECONDS / 60;
  return compose(to, {
    subject: `Reset your ${PRODUCT_NAME} password`,
    lines: [
      `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account.`,
      `The link below works once, for the next ${minutes} minutes. Choosing a new password signs out every device.`,
    ],
    action: 'Choose a new password',
    link,
    footer: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  });
}

/** Sent after sign-up when the operator requires a confirmed address before the first sign-in. */
export function verifyEmailMail(to: Recipient, link: string): Mail {
  return compose(to, {
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    lines: [`Welcome to ${PRODUCT_NAME}! Confirm that this address is yours, and you can sign in.`],
    action: 'Confirm my email',
    link,
    footer: 'If you did not make an account, ignore this mail: nothing happens without the link.',
  });
}

function compose(
  to: Recipient,
  parts: { subject: string; lines: string[]; action: string; link: string; footer: string },
): Mail {
  const greeting = `Hello ${to.name},`;
  const text = [greeting, '', ...parts.lines, '', `${parts.action}: ${parts.link}`, '', parts.footer, '', PRODUCT_NAME]
    .join('\n')
    .concat('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...parts.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 16px;border-radius:8px;` +
      `background:#4f46e5;color:#fff;text-decoration:none">${escapeHtml(parts.action)}</a></p>`,
    `<p style="color:#6b7280;font-size:14px">${escapeHtml(parts.footer)}</p>`,
    `<p style="color:#6b7280;font-size:14px">${PRODUCT_NAME}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: to.email, subject: parts.subject, text, html };
}

/** A display name is the user's own text and goes into HTML. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import type { EndedAccess } from '../account/account-access';
import { MIN_PASSWORD_LENGTH } from '../auth/auth-schemas';

/**
 * What Settings → Security says: every way into the account (sessions, tokens, the calendar link,
 * sign-in methods, trusted browsers), changing the password, signing out everywhere, and the
 * "confirm it is you" step. Not in the product specification: written once here, for the web app
 * and the end-to-end tests. Passkeys and two-factor keep theirs beside their schemas (auth/), as
 * the sign-in window says them too.
 */
export const SECURITY_TEXTS = {
  title: 'Security',
  intro: 'Every way into your account. End any you do not recognise.',
  settingsLink: 'Security',
  settingsLinkHint: 'Sessions, password, passkeys, two-factor, API tokens, the calendar link and sign out everywhere.',
  backToSettings: 'Back to Settings',
  cancel: 'Cancel',

  tokens: 'API tokens',
  tokensHint: 'Let scripts read or change your tasks: send Authorization: Bearer <token>.',
  tokenName: 'Token name',
  tokenExpiry: 'Expires',
  tokenExpiries: { '30': 'In 30 days', '90': 'In 90 days', '365': 'In a year', never: 'Never' },
  tokenReadOnly: 'Read-only (can only read, never change)',
  createToken: 'Create token',
  tokenCreated: 'Copy your new token now. It will not be shown again.',
  copy: 'Copy',
  copied: 'Copied',
  done: 'Done',
  noTokens: 'No tokens yet.',
  tokenCreatedAt: (date: string) => `Created ${date}`,
  tokenLastUsed: (date: string | null) => (date ? `Last used ${date}` : 'Never used'),
  tokenExpires: (date: string | null, past: boolean) =>
    date ? `${past ? 'Expired' : 'Expires'} ${date}` : 'Never expires',
  readOnly: 'Read-only',
  readWrite: 'Read and write',
  revoke: 'Revoke',

  sessions: 'Sessions and devices',
  sessionsHint: 'Browsers and devices where you are signed in.',
  thisDevice: 'This device',
  signOut: 'Sign out',
  signedInSince: (date: string) => `Signed in ${date}`,
  lastActive: (date: string) => `Active ${date}`,
  /** Where a session was last used from: its address (no place names without a geo database). */
  place: (ip: string) => `IP address ${ip}`,
  unknownDevice: 'Unknown browser',

  providers: 'Linked sign-in providers',
  providersHint: 'Ways you can sign in to this account.',
  providerNames: { credential: 'Email and password', google: 'Google', oidc: 'Single sign-on' } as Record<
    string,
    string
  >,
  linked: 'Linked',
  link: (name: string) => `Link ${name}`,
  unlink: (name: string) => `Unlink ${name}`,
  linkErrors: {
    email_does_not_match: 'That sign-in uses a different email address from this account.',
    unable_to_link_account: 'The provider did not confirm that email address, so it was not linked.',
  } as Record<string, string>,

  feedHeading: 'Calendar feed',
  feedHint:
    'Subscribe from Google Calendar, Apple Calendar or Thunderbird to see timed tasks and routines. Anyone with the link can read them: keep it private. A new link turns the old one off.',
  feedFailed: 'The calendar link could not be changed. Try again.',
  feedCreate: 'Create calendar link',
  feedCopy: 'Copy link',
  feedCopied: 'Link copied',
  feedRevoke: 'Turn off calendar link',
  feedActive: (date: string) =>
    `A calendar link is on, made ${date}. It is not shown again: make a new one to copy it.`,
  feedOff: 'No calendar link is on.',

  trustedDevices: 'Trusted browsers',
  trustedDevicesHint: 'Browsers that were told to skip the two-factor code at sign-in.',
  noTrustedDevices: 'No trusted browsers.',
  thisBrowser: 'This browser',
  trustedSince: (date: string) => `Trusted ${date}`,
  trustedUntil: (date: string) => `until ${date}`,
  remove: 'Remove',

  pushDevices: 'Push devices',
  pushDevicesHint: 'Browsers and phones that show your reminders. Remove any you do not use.',

  changePassword: 'Change password',
  changePasswordHint: 'You sign in with it from now on. Other devices keep working only if you untick the box.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: `At least ${MIN_PASSWORD_LENGTH} characters`,
  signOutOthers: 'Sign out other devices',
  signOutOthersHint:
    'Also ends API tokens, the calendar link, push devices and trusted browsers: everything but this browser.',
  savePassword: 'Change password',

  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereHint:
    'Ends every session, API token, calendar link, push device, trusted browser and password reset link. This browser stays signed in.',
  signOutEverywhereQuestion:
    'Sign out everywhere else? Other devices, scripts and calendars that use your account stop working at once.',
  signOutEverywhereConfirm: 'Yes, sign out everywhere',

  confirmTitle: 'Confirm it is you',
  confirmHint: 'You signed in a while ago. Enter your password to go on.',
  confirmHintPasskey: 'You signed in a while ago. Enter your password or use a passkey to go on.',
  confirmHintNoPassword: 'You signed in a while ago. Sign out and sign in again, then try once more.',
  confirmPassword: 'Password',
  confirm: 'Confirm',
  confirmWithPasskey: 'Use a passkey',
} as const;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What Settings → Security says after a change: what happened, or what went wrong and what to do,
 * in the user's words rather than the API's.
 */
export const SECURITY_FEEDBACK_TEXTS = {
  tokenNameNeeded: 'Give the token a name, such as “Nightly export”, so you know it again later.',
  tokenNameRefused: (max: number) =>
    `Use a name of up to ${max} characters, letters and punctuation only (no line breaks).`,
  tokenNotCreated: 'The token was not created. Check your connection and try again.',
  revokeQuestion: (name: string) =>
    `Revoke “${name}”? Scripts that use it stop working at once, and this cannot be undone.`,
  revokeConfirm: 'Revoke token',
  keepToken: 'Keep it',
  revokeFailed: 'The token was not revoked. Check your connection and try again.',
  wrongPassword: 'That is not your current password.',
  passwordNotChanged: 'Your password was not changed. Check your connection and try again.',
  passwordChanged: (othersSignedOut: boolean) =>
    othersSignedOut
      ? 'Password changed. Every other device, token and link was signed out.'
      : 'Password changed. Other devices stay signed in.',
  signOutEverywhereFailed: 'Nothing was signed out. Check your connection and try again.',
  ended: (ended: EndedAccess) => {
    const parts = [
      ended.sessions > 0 && count(ended.sessions, 'other session', 'other sessions'),
      ended.tokens > 0 && count(ended.tokens, 'API token', 'API tokens'),
      ended.calendarLink > 0 && 'the calendar link',
      ended.pushDevices > 0 && count(ended.pushDevices, 'push device', 'push devices'),
      ended.trustedDevices > 0 && count(ended.trustedDevices, 'trusted browser', 'trusted browsers'),
      ended.resetLinks > 0 && count(ended.resetLinks, 'password reset link', 'password reset links'),
    ].filter((part): part is string => typeof part === 'string');
    if (parts.length === 0) return 'Nothing else was signed in. Only this browser is.';
    const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
    return `Signed out everywhere else. Ended ${list}.`;
  },
  removeFailed: 'It was not removed. Check your connection and try again.',
  confirmWrongPassword: 'That is not your password.',
  confirmFailed: 'Could not confirm. Check your connection and try again.',
} as const;

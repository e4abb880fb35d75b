import { PASSKEY_TEXTS } from '@dayflow/core';

/**
 * Why this page cannot offer passkeys, or null when it can. WebAuthn binds a passkey to the
 * site's host name, and browsers refuse an IP address (the ceremony failed with a bare "did not
 * work"); some browsers, or a page that is not served securely, have no WebAuthn at all.
 */
export function passkeysUnavailable(): string | null {
  if (typeof window === 'undefined' || typeof window.PublicKeyCredential !== 'function') {
    return PASSKEY_TEXTS.unsupported;
  }
  return isIpAddress(window.location.hostname) ? PASSKEY_TEXTS.needsHostName : null;
}

/** `192.168.1.20`, or an IPv6 address (the only hosts with a colon, written `[::1]` in URLs). */
export const isIpAddress = (host: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

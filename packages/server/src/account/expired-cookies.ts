import { getCookies } from 'better-auth/cookies';
import type { Auth } from '../auth';

/**
 * Set-Cookie values that make the browser drop the sign-in library's session cookies, with the
 * names and attributes the library itself uses (a `__Secure-` prefix behind HTTPS).
 */
export function expiredSessionCookies(auth: Auth): string[] {
  const cookies = getCookies(auth.options);
  return [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken].map(({ name, attributes }) =>
    [
      `${name}=`,
      'Max-Age=0',
      `Path=${attributes.path}`,
      ...(attributes.domain ? [`Domain=${attributes.domain}`] : []),
      ...(attributes.httpOnly ? ['HttpOnly'] : []),
      ...(attributes.secure ? ['Secure'] : []),
      `SameSite=${attributes.sameSite}`,
    ].join('; '),
  );
}

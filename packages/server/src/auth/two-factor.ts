import type { BetterAuthPlugin } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PRODUCT_NAME } from '@dayflow/core';

/**
 * TOTP as a second factor, with backup codes: the library's `twoFactor` plugin at its standard
 * paths (/api/auth/two-factor/*). With it on, a right password answers `twoFactorRedirect` and no
 * session; the code finishes the sign-in. A code one 30-second step early or late is accepted
 * (clocks drift), two steps is not. Our routes in front limit guesses (library-routes.ts); the
 * plugin's own limits are off with the library's limiter.
 */
export function twoFactorPlugin(): BetterAuthPlugin {
  return twoFactor({
    issuer: PRODUCT_NAME,
    twoFactorTable: 'two_factors',
    schema: { user: { fields: { twoFactorEnabled: 'two_factor_enabled' } } },
    // The secret and codes are shown once; a person proves the app works with a first code
    // before two-factor is on (skipVerificationOnEnable stays off).
    backupCodeOptions: { amount: 10, length: 10 },
  });
}

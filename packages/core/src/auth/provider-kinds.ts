/** The kinds of outside sign-in Dayflow offers (in a module without zod: the sign-in page reads it). */
export const AUTH_PROVIDER_KINDS = ['google', 'oidc'] as const;

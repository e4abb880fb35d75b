import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERROR_MESSAGES, signInErrorMessage } from './sign-in-errors';

describe('signInErrorMessage', () => {
  it.each([
    ['access_denied', SIGN_IN_ERROR_MESSAGES.access_denied],
    ['ACCOUNT_NOT_LINKED', SIGN_IN_ERROR_MESSAGES.account_not_linked],
    ['provider_unreachable', SIGN_IN_ERROR_MESSAGES.provider_unreachable],
    ['email_not_found', SIGN_IN_ERROR_MESSAGES.email_missing],
    ['invalid_token_signature', SIGN_IN_ERROR_MESSAGES.invalid_token_signature],
    ['<script>alert(1)</script>', SIGN_IN_ERROR_MESSAGES.sign_in_failed],
    ['constructor', SIGN_IN_ERROR_MESSAGES.sign_in_failed],
    ['', SIGN_IN_ERROR_MESSAGES.sign_in_failed],
  ])('%s → our own text', (code, message) => {
    expect(signInErrorMessage(code)).toBe(message);
  });
});

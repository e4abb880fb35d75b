import { describe, expect, it } from 'vitest';
import { LocalSignUpSchema } from './auth-schemas';

const signUp = (password: string, email = 'ada@example.com') =>
  LocalSignUpSchema.safeParse({ name: 'Ada', email, password });

describe('LocalSignUpSchema password rules (checked in the browser and on the server)', () => {
  it.each([
    ['eight spaces', '        ', 'Choose a password that is not only spaces'],
    ['tabs and spaces', ' \t \t \t \t ', 'Choose a password that is not only spaces'],
    ['the email itself', 'ada@example.com', 'Choose a password that is not your email address'],
    ['the email in capitals', 'ADA@Example.COM', 'Choose a password that is not your email address'],
    ['too short', 'abc', 'Use at least 8 characters'],
  ])('refuses %s, naming the password field', (_name, password, message) => {
    const result = signUp(password);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ['password'], message });
  });

  it.each([['correct horse battery'], ['  spaces around are fine  '], ['ada@example.com!']])(
    'accepts %j',
    (password) => {
      expect(signUp(password).success).toBe(true);
    },
  );
});

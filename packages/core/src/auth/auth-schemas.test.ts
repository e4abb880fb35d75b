import { describe, expect, it } from 'vitest';
import { DisplayNameSchema, LocalSignUpSchema, NAME_CONTROL_CHARACTERS_MESSAGE } from './auth-schemas';

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

describe('display names', () => {
  it.each(['Ada\nKing', 'Ada\rKing', 'Ada\u0007', 'Ada\u009bKing', 'Ada\u2028King', 'Ada \u202Egnik', 'Ada \u2067x'])(
    'refuses the control character in %j',
    (name) => {
      const result = DisplayNameSchema.safeParse(name);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NAME_CONTROL_CHARACTERS_MESSAGE);
    },
  );

  it.each(['Ada Lovelace', 'Zoë Ñandú', '李小龙', 'عائشة', '😀 Ada'])('takes %j', (name) => {
    expect(DisplayNameSchema.safeParse(name).success).toBe(true);
  });
});

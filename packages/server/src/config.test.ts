import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults: port 3000 on 127.0.0.1, SQLite under ./data, local accounts', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.localAccounts).toBe(true);
    expect(config.google).toBeUndefined();
    expect(config.oidc).toBeUndefined();
    expect(config.mail).toBeUndefined();
    expect(config.requireEmailVerification).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, 'GOOGLE_CLIENT_SECRET'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
    [{ VAPID_PUBLIC_KEY: 'public-only' }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_SUBJECT: 'ops@example.com' }, 'VAPID_SUBJECT'],
    [{ PUSH_SERVICE_ORIGINS: 'http://push.example.com' }, 'PUSH_SERVICE_ORIGINS'],
    [{ PUSH_SERVICE_ORIGINS: 'https://push.example.com/path' }, 'PUSH_SERVICE_ORIGINS'],
    [{ PUSH_SERVICE_ORIGINS: 'push.example.com' }, 'PUSH_SERVICE_ORIGINS'],
    [
      { SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com', PUBLIC_URL: 'https://plan.example.com' },
      'SMTP_URL',
    ],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://mail.example.com:587', MAIL_FROM: 'a@example.com' }, 'SMTP_URL'],
    [{ REQUIRE_EMAIL_VERIFICATION: 'true' }, 'REQUIRE_EMAIL_VERIFICATION'],
  ])('refuses %o with a one-line message naming %s', (env, variable) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid ${variable}: `));
    expect(message).not.toContain('\n');
  });

  it('reads push settings: extra push service origins, VAPID keys and subject', () => {
    const config = loadConfig({
      PUSH_SERVICE_ORIGINS: 'https://push.example.com, https://127.0.0.1:8443/',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(config.push).toEqual({
      extraOrigins: ['https://push.example.com', 'https://127.0.0.1:8443'],
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'mailto:ops@example.com',
    });
    expect(loadConfig({}).push.extraOrigins).toEqual([]);
  });

  it('accepts PostgreSQL URLs and providers configured in full', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u:p@db:5432/dayflow',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
      OIDC_ISSUER: 'https://id.example.com/realms/x',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 'cs',
      PUBLIC_URL: 'https://plan.example.com/',
    });
    expect(config.databaseUrl).toBe('postgresql://u:p@db:5432/dayflow');
    expect(config.google).toEqual({ clientId: 'g', clientSecret: 's' });
    expect(config.oidc).toMatchObject({ issuer: 'https://id.example.com/realms/x', clientId: 'c' });
    expect(config.publicUrl).toBe('https://plan.example.com');
  });

  it('takes outgoing mail as an SMTP URL and a sender', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Dayflow <plan@example.com>',
      PUBLIC_URL: 'https://plan.example.com',
    });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Dayflow <plan@example.com>' });
  });
});

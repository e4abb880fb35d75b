import { describe, expect, it } from 'vitest';
import { isIpAddress } from './passkey-support';

describe('isIpAddress', () => {
  it.each(['127.0.0.1', '192.168.1.20', '[::1]', '[2001:db8::1]'])('%s is an address', (host) => {
    expect(isIpAddress(host)).toBe(true);
  });
  it.each(['localhost', 'plan.example.com', 'dayflow.local', '1password.example'])('%s is a name', (host) => {
    expect(isIpAddress(host)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { calendarUrl, isPublicAddress } from './calendar-address';

const rules = { allowHosts: ['127.0.0.1:4010', 'calendar.lan:8080'], ports: [80, 443] };
const refused = (input: string) => typeof calendarUrl(input, rules) === 'string';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['0.0.0.0', 'this host'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'benchmarking'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::', '6to4'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.215.14', '2606:4700::1111', '::ffff:8.8.8.8', '[2a00:1450::1]'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('calendarUrl', () => {
  it('rewrites webcal to https and drops a fragment', () => {
    expect(String(calendarUrl('webcal://calendar.example.com/a.ics#x', rules))).toBe(
      'https://calendar.example.com/a.ics',
    );
    expect(String(calendarUrl(' http://calendar.example.com/b.ics ', rules))).toBe('http://calendar.example.com/b.ics');
  });

  it.each([
    'http://2130706433/', // decimal 127.0.0.1
    'http://0177.0.0.1/', // octal
    'http://0x7f.0.0.1/', // hex
    'http://0x7f000001/',
    'http://127.1/',
    'http://0/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost/',
    'http://intranet/',
    'http://printer.local/',
    'http://app.localhost/',
    'https://calendar.example.com:8443/', // another port
    'http://calendar.example.com:22/',
    'ftp://calendar.example.com/',
    'file:///etc/passwd',
    'http://user:pass@calendar.example.com/',
    'not a url',
  ])('refuses %s', (input) => {
    expect(refused(input)).toBe(true);
  });

  it('lets an allowed host:port through on any port and plain http, and only that one', () => {
    expect(refused('http://127.0.0.1:4010/cal.ics')).toBe(false);
    expect(refused('http://calendar.lan:8080/cal.ics')).toBe(false);
    expect(refused('http://127.0.0.1:4011/cal.ics')).toBe(true);
    expect(refused('http://calendar.lan:9090/cal.ics')).toBe(true);
  });
});

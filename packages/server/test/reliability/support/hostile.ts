// Test-only: fast-check generators for what a hostile or broken client can send.
import fc from 'fast-check';

/** Strings that have broken servers before: SQL, path tricks, encodings, control characters. */
export const NASTY_STRINGS = [
  "'; DROP TABLE tasks; --",
  "' OR '1'='1",
  '" OR ""="',
  '1; SELECT * FROM "user" --',
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  '?',
  '../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\r\n\r\nHTTP/1.1 200 OK',
  '\uD800',
  'a\uDFFFb',
  '\uD83D',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\u200B\u200D',
  'e\u0301\u0301\u0301\u0301',
  '𝕯𝖆𝖞𝖋𝖑𝖔𝖜 🧠🔥',
  'ﷺ',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '',
  ' ',
  '\t\n',
];

export const KEYS_THAT_BITE = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'uid',
  'id',
  'order',
  'createdAt',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  // Lone surrogates and other code units that are not valid Unicode on their own.
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), maxLength: 4 }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...KEYS_THAT_BITE, 'x'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Sets an own, enumerable property, even `__proto__`, so JSON.stringify writes it out. */
export function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

type Mutation = { kind: 'drop'; key: string } | { kind: 'set'; key: string; value: unknown };

/** A valid body with some keys dropped, retyped or added (including prototype keys). */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), key: fc.constantFrom(...keys) }),
    fc.record({ kind: fc.constant('set' as const), key: fc.constantFrom(...keys), value: hostileValue }),
    fc.record({
      kind: fc.constant('set' as const),
      key: fc.oneof(fc.constantFrom(...KEYS_THAT_BITE), fc.string({ maxLength: 10 })),
      value: hostileValue,
    }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => {
    const body: Record<string, unknown> = Object.create(null);
    for (const [key, value] of Object.entries(valid)) withKey(body, key, value);
    for (const m of mutations) {
      if (m.kind === 'drop') delete body[m.key];
      else withKey(body, m.key, m.value);
    }
    return JSON.stringify(body);
  });
}

/** Text that is not JSON, or JSON cut short, or JSON with prototype-polluting keys. */
export function malformedJson(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const text = JSON.stringify(valid);
  return fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut)),
    fc.constantFrom(
      '{',
      '}',
      '[',
      '{"a":',
      '{"text": "a"',
      "{'text': 'a'}",
      '{"text": "a",}',
      '{"__proto__": {"isAdmin": true}}',
      '{"constructor": {"prototype": {"isAdmin": true}}}',
      `{"__proto__": ${text}}`,
      `${text}${text}`,
      `${text}garbage`,
      '\u0000',
      'undefined',
      'NaN',
      '1e99999',
      '"\\ud800"',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
    ),
  );
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
);

/** encodeURIComponent throws on lone surrogates, which a URL cannot carry anyway. */
const encodePath = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDFFF]/g, (c, i: number, all: string) => (wellFormedAt(all, i) ? c : '\uFFFD')),
  );

function wellFormedAt(all: string, i: number): boolean {
  const code = all.charCodeAt(i);
  if (code <= 0xdbff) return i + 1 < all.length && (all.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
  return i > 0 && (all.charCodeAt(i - 1) & 0xfc00) === 0xd800;
}

/** What to put where a task id goes: a real one, a missing one, or junk (URL-encoded). */
export const hostileQuery = hostileString.map(encodePath);

export const hostileId = fc.oneof(
  fc.constant('REAL'),
  fc.uuid(),
  hostileString.map(encodePath),
  fc.constantFrom(
    '..%2F..%2Fgoal',
    '%00',
    '%ZZ',
    '%E0%A4%A',
    'temp-123',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(2000),
  ),
);

/**
 * A few lines of shape checking for the answers read before zod is on the page (the sign-in page
 * and the session check: one zod call there would bring all of zod into /login's first chunk).
 * Each check has zod's `safeParse` shape, so the web app reads an answer with either; the tests
 * beside each use hold it to the zod schema it stands in for, on the same values.
 */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}
export type Checked<T> = { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
export interface PlainCheck<T> {
  safeParse(value: unknown): Checked<T>;
}

class Mismatch extends Error {
  constructor(
    readonly path: readonly PropertyKey[],
    readonly expected: string,
  ) {
    super(`expected ${expected}`);
  }
}

/** Returns the value read, throws a Mismatch naming where it went wrong. */
type Read<T> = (value: unknown, path: readonly PropertyKey[]) => T;

export function plainCheck<T>(read: Read<T>): PlainCheck<T> {
  return {
    safeParse(value) {
      try {
        return { success: true, data: read(value, []) };
      } catch (error) {
        if (!(error instanceof Mismatch)) throw error;
        return { success: false, error: { issues: [{ path: error.path, message: error.message }] } };
      }
    },
  };
}

const primitive =
  <T>(expected: string, is: (value: unknown) => value is T): Read<T> =>
  (value, path) => {
    if (!is(value)) throw new Mismatch(path, expected);
    return value;
  };

export const string = primitive('string', (value): value is string => typeof value === 'string');
export const boolean = primitive('boolean', (value): value is boolean => typeof value === 'boolean');

export const oneOf = <const T extends readonly string[]>(options: T): Read<T[number]> =>
  primitive(options.join(' | '), (value): value is T[number] => options.includes(value as string));

export const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

/** A key that may be missing (read as absent, as zod does: `undefined` is not kept). */
export const optional = <T>(read: Read<T>) => ({ optional: true as const, read });
type Field = Read<unknown> | ReturnType<typeof optional>;
/** One flat object type, as zod infers it (an intersection reads the same but compares unequal). */
type Flat<T> = { [K in keyof T]: T[K] } & {};
type FieldsOut<F extends Record<string, Field>> = {
  [K in keyof F as F[K] extends { optional: true } ? never : K]: F[K] extends Read<infer T> ? T : never;
} & {
  [K in keyof F as F[K] extends { optional: true } ? K : never]?: F[K] extends { read: Read<infer T> } ? T : never;
};

/** An object with these keys; others are dropped, as z.object drops them. */
export const object =
  <F extends Record<string, Field>>(fields: F): Read<Flat<FieldsOut<F>>> =>
  (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Mismatch(path, 'object');
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const item = (value as Record<string, unknown>)[key];
      if (typeof field === 'function') out[key] = field(item, [...path, key]);
      else if (item !== undefined) out[key] = field.read(item, [...path, key]);
    }
    return out as Flat<FieldsOut<F>>;
  };

/** An object with at least these keys; the others are kept, as z.looseObject keeps them. */
export const looseObject =
  <F extends Record<string, Field>>(fields: F): Read<Flat<FieldsOut<F> & Record<string, unknown>>> =>
  (value, path) =>
    ({ ...(value as object), ...object(fields)(value, path) }) as Flat<FieldsOut<F> & Record<string, unknown>>;

export const array =
  <T>(read: Read<T>): Read<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new Mismatch(path, 'array');
    return value.map((item, index) => read(item, [...path, index]));
  };

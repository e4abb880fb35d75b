/** One `Set-Cookie` header as tests read it: name, value, and lower-cased attributes ('' for flags). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  const attributes = new Map(
    rest.map((attribute) => {
      const eq = attribute.indexOf('=');
      return eq < 0 ? [attribute.toLowerCase(), ''] : [attribute.slice(0, eq).toLowerCase(), attribute.slice(eq + 1)];
    }),
  );
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
}

/**
 * The token of an `Authorization: Bearer …` header; undefined when there is no such header
 * (the request then signs in with its session cookie, if any).
 */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const match = /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(authorization);
  return match ? match[1]! : undefined;
}

/**
 * JSON to put inside a `<script type="application/json">` element. The HTML parser ends a script
 * at the first `</script` and treats `<!--` inside it specially, whatever the JSON means, so every
 * `<` (and, for good measure, `>` and `&`) is written as a JSON escape; U+2028 and U+2029 are
 * escaped too, for any reader that takes the text as JavaScript. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => ESCAPES[char]!);
}

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

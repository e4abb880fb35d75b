/**
 * Task text as parts the web renders as plain text or as an `<a>`: nothing else in a task's text
 * ever becomes markup. Only `http`, `https` and `mailto` URLs are links, and only when written
 * plainly: a scheme starting a word, no user name or password (`https://bank.example@evil.example`
 * reads as the bank), a host with a dot (or localhost / an IP address), no control or invisible
 * formatting character anywhere in it. Anything doubtful stays text; a missed link costs little,
 * a disguised one could cost a lot.
 */
export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/**
 * The WHATWG URL parser, which browsers use for every href: present in every browser and in Node,
 * but core compiles without DOM or Node types (it must not reach for either), so the few members
 * used here are declared.
 */
interface ParsedUrl {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
}
declare const URL: new (input: string) => ParsedUrl;

const SCHEME = /(?:https?:\/\/|mailto:)/giu;
/** A scheme right after one of these is inside another word or URL (`xhttp://`, `javascript:http://`). */
const JOINED = /[\p{L}\p{N}\p{M}\p{Pc}:/@&#;%=+.\\-]/u;
/** Ends a link: whitespace, and characters that cannot be in a URL as typed and would close an attribute. */
const END = /[\s<>"`]/u;
/** Control and invisible formatting characters (NUL, bidi overrides, zero-width spaces): no link at all. */
const POISON = /[\p{Cc}\p{Cf}]/u;
/** Punctuation that ends a sentence rather than a URL. */
const TRAILING = /[.,!?:;'’”»]$/u;
const DOTTED_HOST = /^[^.]+(?:\.[^.]+)+\.?$/u;
const MAILTO = /^mailto:[^@?]+@[^@?]+\.[^@?.]+(?:\?.*)?$/iu;

export function splitLinks(input: string): TextPart[] {
  const parts: TextPart[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.type === 'text') last.text += text;
    else parts.push({ type: 'text', text });
  };
  let at = 0;
  for (const match of input.matchAll(SCHEME)) {
    const start = match.index;
    if (start < at) continue;
    if (start > 0 && JOINED.test(input[start - 1]!)) continue;
    const run = runFrom(input, start);
    const candidate = trimTrailing(run);
    const href = POISON.test(run) ? undefined : linkHref(candidate);
    if (href === undefined) continue;
    pushText(input.slice(at, start));
    parts.push({ type: 'link', text: candidate, href });
    at = start + candidate.length;
  }
  pushText(input.slice(at));
  return parts;
}

/** The text from `start` to the first character that ends a link. */
function runFrom(input: string, start: number): string {
  let end = start;
  while (end < input.length && !END.test(input[end]!)) end++;
  return input.slice(start, end);
}

/** Drops sentence punctuation from the end, and a `)` that closes no `(` of the URL itself. */
function trimTrailing(url: string): string {
  for (;;) {
    if (TRAILING.test(url)) url = url.slice(0, -1);
    else if (url.endsWith(')') && count(url, '(') < count(url, ')')) url = url.slice(0, -1);
    else return url;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** The normalised address to link to, or undefined when the text must stay text. */
function linkHref(candidate: string): string | undefined {
  let url: ParsedUrl;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:') return MAILTO.test(candidate) ? url.href : undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  const host = url.hostname;
  const plausible = host === 'localhost' || host.startsWith('[') || DOTTED_HOST.test(host);
  return plausible ? url.href : undefined;
}

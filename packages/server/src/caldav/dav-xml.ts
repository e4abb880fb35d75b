import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { HttpError } from '../http';

/**
 * WebDAV's XML, both ways, through fast-xml-parser: requests are read into elements named by
 * namespace and local name (a client may use any prefix, or none), answers are built from
 * plain objects with our fixed prefixes. Nothing here splits XML text by hand.
 */

export const NS = {
  dav: 'DAV:',
  caldav: 'urn:ietf:params:xml:ns:caldav',
  calendarServer: 'http://calendarserver.org/ns/',
  apple: 'http://apple.com/ns/ical/',
} as const;

const PREFIX: Record<string, string> = {
  [NS.dav]: 'd',
  [NS.caldav]: 'c',
  [NS.calendarServer]: 'cs',
  [NS.apple]: 'ical',
};

/** An element of a request: its namespace, local name, child elements and text. */
export interface XmlElement {
  ns: string;
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Entities of a DOCTYPE are refused before parsing (below); these are the five XML defines.
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/**
 * The root element of an XML request body, or undefined for an empty body (PROPFIND's "all
 * properties"). A DOCTYPE is refused: WebDAV has no use for one, and entity tricks live there.
 */
export function parseXml(body: string): XmlElement | undefined {
  if (body.trim() === '') return undefined;
  if (/<!DOCTYPE/i.test(body)) throw new HttpError(400, 'XML with a DOCTYPE is not accepted');
  // The parser forgives unclosed elements; the validator does not.
  if (XMLValidator.validate(body) !== true) throw new HttpError(400, 'The request body is not well-formed XML');
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(body) as OrderedNode[];
  } catch {
    throw new HttpError(400, 'The request body is not well-formed XML');
  }
  const root = toElements(nodes, {})[0];
  if (!root) throw new HttpError(400, 'The request body has no XML element');
  return root;
}

function toElements(nodes: OrderedNode[], inherited: Record<string, string>): XmlElement[] {
  const out: XmlElement[] = [];
  for (const node of nodes) {
    const tag = Object.keys(node).find((key) => key !== ':@');
    if (!tag || tag === '#text' || tag.startsWith('?')) continue;
    const attributes = node[':@'] ?? {};
    const scope = { ...inherited };
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'xmlns') scope[''] = value;
      else if (key.startsWith('xmlns:')) scope[key.slice(6)] = value;
    }
    const colon = tag.indexOf(':');
    const prefix = colon === -1 ? '' : tag.slice(0, colon);
    const children = (node[tag] as OrderedNode[]) ?? [];
    out.push({
      ns: scope[prefix] ?? '',
      name: colon === -1 ? tag : tag.slice(colon + 1),
      attributes,
      children: toElements(children, scope),
      text: children
        .map((child) => child['#text'])
        .filter((text) => text !== undefined)
        .join(''),
    });
  }
  return out;
}

export const is = (element: XmlElement | undefined, ns: string, name: string): element is XmlElement =>
  element !== undefined && element.ns === ns && element.name === name;

export const child = (element: XmlElement | undefined, ns: string, name: string): XmlElement | undefined =>
  element?.children.find((c) => is(c, ns, name));

export const childrenNamed = (element: XmlElement | undefined, ns: string, name: string): XmlElement[] =>
  element?.children.filter((c) => is(c, ns, name)) ?? [];

/** A property's name: the key of its value and of its status in a multistatus answer. */
export interface PropName {
  ns: string;
  name: string;
}

/** Content of an answer's element: text, nested elements (by qualified tag), or nothing. */
export type XmlContent = string | { [tag: string]: XmlContent | XmlContent[] } | '';

/** A property with the value to answer; `undefined` value: this resource has no such property (404). */
export interface PropValue extends PropName {
  value: XmlContent | undefined;
}

/** The tag of an element in our answers, and the namespace declaration it needs if ours has no prefix for it. */
function tagOf(prop: PropName): { tag: string; declare?: Record<string, string> } {
  const prefix = PREFIX[prop.ns];
  if (prefix) return { tag: `${prefix}:${prop.name}` };
  return { tag: `x:${prop.name}`, declare: { '@_xmlns:x': prop.ns } };
}

/** `d:href`-style tag in our own namespaces. */
export const tag = (ns: string, name: string) => tagOf({ ns, name }).tag;

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 403: 'Forbidden', 404: 'Not Found' };
const statusLine = (code: number) => `HTTP/1.1 ${code} ${STATUS_TEXT[code] ?? ''}`.trimEnd();

/** One `<d:response>`: a resource's properties grouped by status, or a status alone (a missing resource). */
export interface DavResponse {
  href: string;
  props?: PropValue[];
  status?: number;
  /** Properties answered with this status instead of 200/404 (PROPPATCH's refusals). */
  refused?: PropName[];
}

function propstat(props: PropName[], values: (p: PropName) => XmlContent, code: number) {
  const prop: Record<string, XmlContent> = {};
  for (const p of props) {
    const { tag: t, declare } = tagOf(p);
    const value = values(p);
    prop[t] = declare
      ? ({ ...declare, ...(typeof value === 'object' ? value : { '#text': value }) } as XmlContent)
      : value;
  }
  return { 'd:prop': prop, 'd:status': statusLine(code) };
}

function responseObject(response: DavResponse) {
  const out: Record<string, unknown> = { 'd:href': response.href };
  if (response.status !== undefined) {
    out['d:status'] = statusLine(response.status);
    return out;
  }
  const found = (response.props ?? []).filter((p) => p.value !== undefined);
  const missing = (response.props ?? []).filter((p) => p.value === undefined);
  const stats = [];
  if (found.length > 0) {
    const byName = new Map(found.map((p) => [`${p.ns} ${p.name}`, p.value!]));
    stats.push(propstat(found, (p) => byName.get(`${p.ns} ${p.name}`)!, 200));
  }
  if (missing.length > 0) stats.push(propstat(missing, () => '', 404));
  if (response.refused?.length) stats.push(propstat(response.refused, () => '', 403));
  out['d:propstat'] = stats;
  return out;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressEmptyNode: true,
  processEntities: true,
});

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';
const NAMESPACES = Object.fromEntries(Object.entries(PREFIX).map(([ns, prefix]) => [`@_xmlns:${prefix}`, ns]));

/** A 207 Multi-Status body; `syncToken` ends a sync-collection answer. */
export function multistatus(responses: DavResponse[], syncToken?: string): string {
  const root: Record<string, unknown> = { ...NAMESPACES, 'd:response': responses.map(responseObject) };
  if (syncToken !== undefined) root['d:sync-token'] = syncToken;
  return XML_DECLARATION + builder.build({ 'd:multistatus': root });
}

/** An error body naming the precondition that failed (RFC 4918 §16), e.g. `d:valid-sync-token`. */
export function davError(ns: string, name: string, content: XmlContent = ''): string {
  return XML_DECLARATION + builder.build({ 'd:error': { ...NAMESPACES, [tag(ns, name)]: content } });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../http';
import { readClock } from '../tasks';
import { matchesFilter } from './dav-filter';
import {
  CALENDAR,
  CALENDAR_DATA,
  CALENDAR_HOME,
  collectionProps,
  DAV_ROOT,
  PRINCIPAL,
  propKey,
  resourceHref,
  resourceProps,
  targetOf,
  type Account,
  type DavTarget,
} from './dav-properties';
import {
  changesSince,
  deleteResource,
  findResource,
  listResources,
  putResource,
  userDay,
  type DavResource,
  type UserDay,
} from './dav-tasks';
import {
  child,
  childrenNamed,
  davError,
  is,
  multistatus,
  NS,
  parseXml,
  type DavResponse,
  type PropName,
  type XmlContent,
  type XmlElement,
} from './dav-xml';

/** What OPTIONS announces: WebDAV classes 1 and 3 and CalDAV (RFC 4791 §5.1). */
export const DAV_CLASSES = '1, 3, calendar-access';
export const DAV_METHODS = ['OPTIONS', 'GET', 'HEAD', 'PUT', 'DELETE', 'PROPFIND', 'PROPPATCH', 'REPORT'];

const SYNC_PREFIX = 'urn:dayflow:sync:';

/**
 * The collection's sync token and ctag: the user's change version and their date. A Today or
 * Tomorrow task's DUE moves with the date while its version stays, so a new date is a change too.
 */
const syncTokenOf = (version: number, today: string) => `${SYNC_PREFIX}${version}:${today}`;

function parseSyncToken(token: string): { version: number; day: string } | undefined {
  const match = /^urn:dayflow:sync:(\d+):(\d{4}-\d{2}-\d{2})$/.exec(token.trim());
  return match ? { version: Number(match[1]), day: match[2]! } : undefined;
}

const xmlReply = (reply: FastifyReply, code: number, body: string) =>
  reply.code(code).type('application/xml; charset=utf-8').send(body);

/** The props a PROPFIND or REPORT asks for: listed, all (allprop or no body), or their names only. */
type Wanted = { names: PropName[] } | { all: true } | { namesOnly: true };

function wantedOf(container: XmlElement | undefined): Wanted {
  if (!container || child(container, NS.dav, 'allprop')) return { all: true };
  if (child(container, NS.dav, 'propname')) return { namesOnly: true };
  const prop = child(container, NS.dav, 'prop');
  if (!prop) return { all: true };
  return { names: prop.children.map((c) => ({ ns: c.ns, name: c.name })) };
}

function answer(href: string, available: Map<string, XmlContent>, wanted: Wanted): DavResponse {
  const fromKey = (k: string): PropName => {
    const space = k.lastIndexOf(' ');
    return { ns: k.slice(0, space), name: k.slice(space + 1) };
  };
  if ('names' in wanted) return { href, props: wanted.names.map((p) => ({ ...p, value: available.get(propKey(p)) })) };
  // allprop leaves out calendar-data (RFC 4791 §5.3.4 is asked for by name), propname answers names only.
  const keys = [...available.keys()].filter((k) => k !== propKey(CALENDAR_DATA));
  return {
    href,
    props: keys.map((k) => ({ ...fromKey(k), value: 'namesOnly' in wanted ? '' : available.get(k) })),
  };
}

const hrefOf = (target: DavTarget) =>
  target.kind === 'resource'
    ? resourceHref(target.name)
    : { root: DAV_ROOT, principal: PRINCIPAL, home: CALENDAR_HOME, calendar: CALENDAR }[target.kind];

/** The resource name a client's href points at (a path or a full URL, any escaping), if it is in the calendar. */
function nameFromHref(href: string): string | undefined {
  let path: string;
  try {
    path = new URL(href.trim(), 'http://dav.invalid').pathname;
  } catch {
    return undefined;
  }
  const target = targetOf(path.replace(/\/{2,}/g, '/'));
  return target?.kind === 'resource' ? target.name : undefined;
}

export async function davRoutes(app: FastifyInstance): Promise<void> {
  const context = async (request: FastifyRequest) => {
    const uid = request.user.id;
    const [day, clock] = await Promise.all([userDay(app, uid), readClock(app.db, uid)]);
    const account: Account = { email: request.user.email, name: request.user.name, readOnly: request.davReadOnly };
    return { uid, day, account, syncToken: syncTokenOf(clock.version, day.today) };
  };

  const targetOrFail = (request: FastifyRequest): DavTarget => {
    const target = targetOf(request.url.split('?')[0]!);
    if (!target) throw notFound('Resource');
    return target;
  };

  const bodyText = (request: FastifyRequest) => (typeof request.body === 'string' ? request.body : '');

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('dav', DAV_CLASSES);
    // Answers differ by account: no shared cache may keep them.
    reply.header('cache-control', 'private, no-cache');
    const target = targetOrFail(request);
    switch (request.method) {
      case 'OPTIONS':
        return reply.code(200).header('allow', DAV_METHODS.join(', ')).header('content-length', '0').send();
      case 'PROPFIND':
        return propfind(request, reply, target);
      case 'REPORT':
        return report(request, reply, target);
      case 'GET':
      case 'HEAD':
        return get(request, reply, target);
      case 'PUT':
        return put(request, reply, target);
      case 'DELETE':
        return remove(request, reply, target);
      case 'PROPPATCH':
        return proppatch(request, reply, target);
      default:
        return reply.code(405).header('allow', DAV_METHODS.join(', ')).send({ error: 'Method not allowed here' });
    }
  };

  async function propfind(request: FastifyRequest, reply: FastifyReply, target: DavTarget) {
    const root = parseXml(bodyText(request));
    if (root && !is(root, NS.dav, 'propfind')) throw new HttpError(400, 'PROPFIND needs a DAV:propfind body');
    const wanted = wantedOf(root);
    // Depth infinity (or none given) is answered as 1: this tree is two levels deep at most.
    const depth = String(request.headers.depth ?? 'infinity').trim() === '0' ? 0 : 1;
    const { uid, day, account, syncToken } = await context(request);
    const responses: DavResponse[] = [];
    const collection = (kind: 'root' | 'principal' | 'home' | 'calendar') =>
      answer(hrefOf({ kind }), collectionProps(kind, account, syncToken), wanted);

    if (target.kind === 'resource') {
      const resource = await findResource(app, uid, target.name, day);
      if (!resource) throw notFound('Resource');
      responses.push(answer(resourceHref(resource.name), resourceProps(resource), wanted));
    } else {
      responses.push(collection(target.kind));
      if (depth === 1 && target.kind === 'root') responses.push(collection('principal'), collection('home'));
      if (depth === 1 && target.kind === 'home') responses.push(collection('calendar'));
      if (depth === 1 && target.kind === 'calendar') {
        for (const resource of await listResources(app, uid, day))
          responses.push(answer(resourceHref(resource.name), resourceProps(resource), wanted));
      }
    }
    return xmlReply(reply, 207, multistatus(responses));
  }

  async function report(request: FastifyRequest, reply: FastifyReply, target: DavTarget) {
    const root = parseXml(bodyText(request));
    if (!root) throw new HttpError(400, 'REPORT needs a body');
    if (target.kind !== 'calendar' && target.kind !== 'resource')
      return xmlReply(reply, 403, davError(NS.dav, 'supported-report'));
    const { uid, day, syncToken } = await context(request);
    const wanted = wantedOf(root);
    const respond = (resource: DavResource) => answer(resourceHref(resource.name), resourceProps(resource), wanted);

    if (is(root, NS.caldav, 'calendar-query')) {
      const filter = child(root, NS.caldav, 'filter');
      const all = await listResources(app, uid, day);
      const found = all.filter((r) => matchesFilter(r.body, filter, day.zone));
      return xmlReply(reply, 207, multistatus(found.map(respond)));
    }
    if (is(root, NS.caldav, 'calendar-multiget')) {
      const responses: DavResponse[] = [];
      for (const href of childrenNamed(root, NS.dav, 'href')) {
        const name = nameFromHref(href.text);
        const resource = name === undefined ? undefined : await findResource(app, uid, name, day);
        responses.push(resource ? respond(resource) : { href: href.text, status: 404 });
      }
      return xmlReply(reply, 207, multistatus(responses));
    }
    if (is(root, NS.dav, 'sync-collection')) return syncCollection(reply, root, uid, day, syncToken, respond);
    return xmlReply(reply, 403, davError(NS.dav, 'supported-report'));
  }

  /** RFC 6578: what changed since the client's token, removed resources as 404s, and a new token. */
  async function syncCollection(
    reply: FastifyReply,
    root: XmlElement,
    uid: string,
    day: UserDay,
    current: string,
    respond: (r: DavResource) => DavResponse,
  ) {
    const given = child(root, NS.dav, 'sync-token')?.text.trim() ?? '';
    const all = await listResources(app, uid, day);
    if (given === '') return xmlReply(reply, 207, multistatus(all.map(respond), current));
    const token = parseSyncToken(given);
    const changes = token && (await changesSince(app, uid, token.version));
    if (!token || !changes) return xmlReply(reply, 403, davError(NS.dav, 'valid-sync-token'));
    const newDay = token.day !== day.today;
    const changed = all.filter(
      (r) =>
        changes.changed.has(r.task.id) || (newDay && (r.task.section === 'today' || r.task.section === 'tomorrow')),
    );
    const removed: DavResponse[] = changes.removed.map((name) => ({ href: resourceHref(name), status: 404 }));
    return xmlReply(
      reply,
      207,
      multistatus([...changed.map(respond), ...removed], syncTokenOf(changes.version, day.today)),
    );
  }

  async function get(request: FastifyRequest, reply: FastifyReply, target: DavTarget) {
    if (target.kind !== 'resource')
      return reply.type('text/plain; charset=utf-8').send('Dayflow CalDAV: add this address to a CalDAV client.\n');
    const resource = await findResource(app, request.user.id, target.name, await userDay(app, request.user.id));
    if (!resource) throw notFound('Resource');
    const noneMatch = request.headers['if-none-match'];
    reply.header('etag', resource.etag).header('last-modified', new Date(resource.task.updatedAt).toUTCString());
    if (noneMatch !== undefined && noneMatch.split(',').some((t) => t.trim() === resource.etag))
      return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(resource.body);
  }

  async function put(request: FastifyRequest, reply: FastifyReply, target: DavTarget) {
    if (target.kind !== 'resource') return reply.code(405).send({ error: 'Only to-dos can be written here' });
    const type = String(request.headers['content-type'] ?? 'text/calendar').toLowerCase();
    if (!type.startsWith('text/calendar')) return reply.code(415).send({ error: 'A to-do is sent as text/calendar' });
    const { created } = await putResource(app, request.user.id, target.name, bodyText(request), {
      ifMatch: request.headers['if-match'],
      ifNoneMatch: request.headers['if-none-match'],
    });
    // No ETag: the stored to-do is not byte for byte what was sent, so the client reads it back.
    return reply.code(created ? 201 : 204).send();
  }

  async function remove(request: FastifyRequest, reply: FastifyReply, target: DavTarget) {
    if (target.kind !== 'resource') return reply.code(403).send({ error: 'The calendar itself cannot be deleted' });
    const done = await deleteResource(app, request.user.id, target.name, { ifMatch: request.headers['if-match'] });
    if (!done) throw notFound('Resource');
    return reply.code(204).send();
  }

  /** Nothing of the collections is the client's to set (name, colour): each property is refused, as RFC 4918 allows. */
  async function proppatch(request: FastifyRequest, reply: FastifyReply, target: DavTarget) {
    const root = parseXml(bodyText(request));
    if (!is(root, NS.dav, 'propertyupdate')) throw new HttpError(400, 'PROPPATCH needs a DAV:propertyupdate body');
    const names = root.children.flatMap((op) =>
      childrenNamed(op, NS.dav, 'prop').flatMap((p) => p.children.map((c) => ({ ns: c.ns, name: c.name }))),
    );
    return xmlReply(reply, 207, multistatus([{ href: hrefOf(target), props: [], refused: names }]));
  }

  app.route({
    method: [...DAV_METHODS.filter((m) => m !== 'HEAD'), 'MKCOL', 'MKCALENDAR', 'MOVE', 'COPY'],
    url: '/dav/*',
    schema: { hide: true },
    handler,
  });
  app.route({ method: ['OPTIONS', 'PROPFIND', 'GET'], url: '/dav', schema: { hide: true }, handler });
}

/**
 * The sync protocol this code speaks: what a client sends and reads on `/api/live` and the task
 * and notes writes. Bump it when a client built against the previous number would go wrong
 * against this server: a message or an answer it would misread, a write the server now reads
 * differently, a rule of the change feed that changed. Adding an optional field or a message type
 * an older client ignores does not bump it. A server refuses clients below its number
 * (`upgrade-required` then close 4426 on the socket, 426 on a write) and they reload.
 */
export const SYNC_PROTOCOL_VERSION = 1;

/** The `/api/live` query parameter that carries the client's protocol. */
export const PROTOCOL_PARAM = 'protocol';

/** The request header that carries the client's protocol on a write. */
export const PROTOCOL_HEADER = 'Dayflow-Protocol';

/**
 * Names the refusal of an older client: the `type` of the socket's last message before close
 * 4426 (`{type, protocol}`, the server's protocol) and the `code` of a write's 426 answer.
 */
export const UPGRADE_REQUIRED = 'upgrade-required';

/**
 * What a client's stated protocol means to a server speaking `server`:
 * - ok: go on (the same or a newer one, which this server cannot judge; or none where none is needed),
 * - upgrade: the client is older and must reload into the new version,
 * - invalid: not a whole number; refused with 400.
 */
export type ProtocolCheck = 'ok' | 'upgrade' | 'invalid';

/** A protocol number as sent: a whole number of at most 9 digits, no sign, no leading zero. */
const PROTOCOL = /^(0|[1-9][0-9]{0,8})$/;

/**
 * `stated`: the parameter or header as received. `required`: whether none at all counts as the
 * oldest client. It does on the socket, which every version of the app opens (one that sends
 * nothing predates the protocol); not on writes, which scripts and access-token users make
 * without it.
 */
export function checkProtocol(
  stated: unknown,
  required: boolean,
  server: number = SYNC_PROTOCOL_VERSION,
): ProtocolCheck {
  if (stated === undefined) return required ? 'upgrade' : 'ok';
  if (typeof stated !== 'string' || !PROTOCOL.test(stated)) return 'invalid';
  return Number(stated) < server ? 'upgrade' : 'ok';
}

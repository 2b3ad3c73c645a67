// An event ticket is a signed token that names one registration (event_attendances.id) and nothing
// else: no name, no e-mail, no event. It is "EVK1." + base64url(16 bytes of the registration id +
// the first 16 bytes of HMAC-SHA256(key, "EVK1." + id)). Without the server's key it cannot be made
// or altered, and it says nothing but a random id. Whether it is valid today (registered, this event)
// is the server's answer at the door, so a screenshot works offline and a cancelled ticket stops.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const PREFIX = 'EVK1.';
const ID_BYTES = 16;
const MAC_BYTES = 16;
const TOKEN_PATTERN = /^EVK1\.[A-Za-z0-9_-]{43}$/;

/** The ticket key, derived from the server secret so that no other use of that secret can sign a ticket. */
export function ticketKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'ev-klub', 'event ticket v1', 32));
}

const uuidBytes = (id: string): Buffer => Buffer.from(id.replace(/-/g, ''), 'hex');

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const mac = (key: Buffer, id: Buffer): Buffer =>
  createHmac('sha256', key).update(PREFIX).update(id).digest().subarray(0, MAC_BYTES);

/** The ticket token of a registration. */
export function signTicket(registrationId: string, key: Buffer): string {
  const id = uuidBytes(registrationId);
  return PREFIX + Buffer.concat([id, mac(key, id)]).toString('base64url');
}

/** The registration id a ticket names, or null when the token is malformed, altered or forged. */
export function readTicket(token: string, key: Buffer): string | null {
  if (!TOKEN_PATTERN.test(token)) return null;
  const body = token.slice(PREFIX.length);
  const bytes = Buffer.from(body, 'base64url');
  // The last character carries 4 spare bits: only the one spelling of the bytes is a ticket.
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString('base64url') !== body) return null;
  const id = bytes.subarray(0, ID_BYTES);
  if (!timingSafeEqual(mac(key, id), bytes.subarray(ID_BYTES))) return null;
  return bytesToUuid(id);
}

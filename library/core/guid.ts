const GUID_PATTERN = /^[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$/i;

/** The text of the TypeError an empty GUID check throws. */
const GUID_EMPTY_ERROR = 'Invalid argument; has no value.';

/**
 * True for an 8-4-4-4-12 group of alphanumerics, the shape of generated dialog ids.
 * @throws TypeError 'Invalid argument; has no value.' for an empty value.
 */
export function isGuid(value: string): boolean {
  if (!value) throw new TypeError(GUID_EMPTY_ERROR);
  return GUID_PATTERN.test(value);
}

/** 16 random bytes, from the platform's cryptographic source where there is one. */
function randomBytes(): Uint8Array {
  const bytes = new Uint8Array(16);
  // getRandomValues, unlike randomUUID, also works on pages served over plain http.
  if (globalThis.crypto?.getRandomValues) return globalThis.crypto.getRandomValues(bytes);
  return bytes.map(() => Math.floor(Math.random() * 256));
}

/** A random (version 4) GUID such as `3b241101-e2bb-4255-8caf-4136c566a962`. */
function create(): string {
  const bytes = randomBytes();
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // the RFC 4122 variant: 8, 9, a or b
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** GUID helpers: `Guid.create()` for a new random id, `Guid.EMPTY` for the all-zero one, `Guid.isGuid()`. */
export const Guid = Object.freeze({
  /** The all-zero GUID, for "no id yet". */
  EMPTY: '00000000-0000-0000-0000-000000000000',
  create,
  isGuid,
});

import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import type { SourceFile } from '../../docs/registry';

/**
 * Shared links carry a demo's edits in the URL fragment (never sent to a server):
 * `#share=<version>.<base64url(deflate(JSON))>`. A file is stored as the change against the shipped
 * file (common prefix and suffix kept by length) when that is shorter, whole otherwise.
 */
export const SHARE_VERSION = 1;
/** Longest fragment accepted, and most bytes a payload may inflate to: a link is no place for more. */
export const MAX_ENCODED_LENGTH = 100_000;
export const MAX_DECODED_BYTES = 512 * 1024;

const FILES: SourceFile[] = ['html', 'tsx', 'scss'];
const DEMO_ID = /^[a-z][a-z-]*-demo\d+$/;

/** [kept prefix length, kept suffix length, new middle, hash of the shipped file]. */
type Patch = [number, number, string, string];
type FileChange = string | Patch;

interface Payload {
  v: number;
  d: string;
  f: Partial<Record<SourceFile, FileChange>>;
}

export type ShareErrorReason = 'malformed' | 'version' | 'too-large' | 'stale';

export class ShareLinkError extends Error {
  constructor(
    readonly reason: ShareErrorReason,
    detail: string,
  ) {
    super(detail);
    this.name = 'ShareLinkError';
  }
}

/** FNV-1a: a cheap fingerprint of the shipped file, so a patch is never applied to a different one. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function patchFor(shipped: string, edited: string): Patch {
  const limit = Math.min(shipped.length, edited.length);
  let prefix = 0;
  while (prefix < limit && shipped[prefix] === edited[prefix]) prefix++;
  let suffix = 0;
  while (suffix < limit - prefix && shipped[shipped.length - 1 - suffix] === edited[edited.length - 1 - suffix]) suffix++;
  return [prefix, suffix, edited.slice(prefix, edited.length - suffix), fingerprint(shipped)];
}

function applyPatch(shipped: string, [prefix, suffix, middle, hash]: Patch): string {
  if (fingerprint(shipped) !== hash) {
    throw new ShareLinkError('stale', 'it was made for an earlier version of this example');
  }
  if (prefix + suffix > shipped.length) throw new ShareLinkError('malformed', 'a change does not fit the example');
  return shipped.slice(0, prefix) + middle + shipped.slice(shipped.length - suffix);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new ShareLinkError('malformed', 'it contains characters a link never has');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  let binary: string;
  try {
    binary = atob(padded);
  } catch {
    throw new ShareLinkError('malformed', 'it is not valid base64');
  }
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Inflates, refusing to produce more than MAX_DECODED_BYTES (a "zip bomb" stops early). */
function inflateCapped(data: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > MAX_DECODED_BYTES) throw new ShareLinkError('too-large', 'it holds more than a shared example may');
    chunks.push(chunk);
  });
  try {
    inflater.push(data, true);
  } catch (error) {
    if (error instanceof ShareLinkError) throw error;
    throw new ShareLinkError('malformed', 'its data is cut short or corrupted');
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The fragment value for a demo's edits: `1.<data>`. */
export function encodeShare(demoId: string, edited: Partial<Record<SourceFile, string>>, shipped: Record<SourceFile, string>): string {
  const f: Payload['f'] = {};
  for (const file of FILES) {
    const code = edited[file];
    if (code === undefined || code === shipped[file]) continue;
    const patch = patchFor(shipped[file], code);
    f[file] = JSON.stringify(patch).length < JSON.stringify(code).length ? patch : code;
  }
  const payload: Payload = { v: SHARE_VERSION, d: demoId, f };
  return `${SHARE_VERSION}.${toBase64Url(deflateSync(strToU8(JSON.stringify(payload)), { level: 9 }))}`;
}

const isPatch = (value: unknown): value is Patch =>
  Array.isArray(value) &&
  value.length === 4 &&
  Number.isSafeInteger(value[0]) && value[0] >= 0 &&
  Number.isSafeInteger(value[1]) && value[1] >= 0 &&
  typeof value[2] === 'string' &&
  typeof value[3] === 'string';

export interface DecodedShare {
  demoId: string;
  /** Reads the edited files once the shipped ones are known (patches apply to them). */
  resolve: (shipped: Record<SourceFile, string>) => Partial<Record<SourceFile, string>>;
}

/** Parses a fragment value; throws ShareLinkError with a reason for anything but a sound payload. */
export function decodeShare(value: string): DecodedShare {
  if (value.length > MAX_ENCODED_LENGTH) throw new ShareLinkError('too-large', 'it is longer than any shared example');
  const dot = value.indexOf('.');
  const version = dot > 0 ? value.slice(0, dot) : '';
  if (!/^\d+$/.test(version)) throw new ShareLinkError('malformed', 'it has no version');
  if (Number(version) !== SHARE_VERSION) throw new ShareLinkError('version', `it uses format ${version}, which this site does not know`);

  let payload: unknown;
  try {
    payload = JSON.parse(strFromU8(inflateCapped(fromBase64Url(value.slice(dot + 1)))));
  } catch (error) {
    if (error instanceof ShareLinkError) throw error;
    throw new ShareLinkError('malformed', 'its content is not readable');
  }
  const record = payload as Partial<Payload> | null;
  if (!record || typeof record !== 'object' || record.v !== SHARE_VERSION || typeof record.d !== 'string' || !DEMO_ID.test(record.d)) {
    throw new ShareLinkError('malformed', 'its content is not a shared example');
  }
  const files = record.f;
  if (!files || typeof files !== 'object' || Array.isArray(files)) throw new ShareLinkError('malformed', 'it has no files');
  for (const [file, change] of Object.entries(files)) {
    if (!FILES.includes(file as SourceFile) || !(typeof change === 'string' || isPatch(change))) {
      throw new ShareLinkError('malformed', 'it has a file this site does not know');
    }
  }
  return {
    demoId: record.d,
    resolve: (shipped) =>
      Object.fromEntries(
        Object.entries(files as Payload['f']).map(([file, change]) => [
          file,
          typeof change === 'string' ? change : applyPatch(shipped[file as SourceFile], change as Patch),
        ]),
      ),
  };
}

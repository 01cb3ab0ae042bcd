import { deflateSync, Inflate, strFromU8, strToU8 } from 'fflate';
import { isDemoId } from '../demo-id';
import { isDemoFileName, namedFiles, shippedText, type DemoFiles, type FileKey } from '../files';
import { fingerprint } from './fingerprint';

/**
 * Shared links carry a demo's edits in the URL fragment (never sent to a server):
 * `#share=<version>.<base64url(deflate(JSON))>`. A file is stored as the change against the shipped
 * file (common prefix and suffix kept by length) when that is shorter, whole otherwise.
 * Version 2 is version 1 with code that speaks 1.0's prop names; a version 1 link's code is upgraded
 * when it opens (`upgrade-link.ts`).
 */
export const SHARE_VERSION = 2;
/** Every version a link may have been made in: each is still read. */
const READABLE_VERSIONS: readonly number[] = [1, 2];
/** Whether a payload's own version is one this site reads. */
export const isReadableVersion = (version: unknown): version is number =>
  typeof version === 'number' && READABLE_VERSIONS.includes(version);
/** Longest fragment accepted, and most bytes a payload may inflate to: a link is no place for more. */
export const MAX_ENCODED_LENGTH = 100_000;
export const MAX_DECODED_BYTES = 512 * 1024;

/** [kept prefix length, kept suffix length, new middle, hash of the shipped file]. */
type Patch = [number, number, string, string];
type FileChange = string | Patch;

interface Payload {
  v: number;
  d: string;
  /** By file name; links made before names keyed the main three 'html', 'tsx' and 'scss', read as names. */
  f: Record<FileKey, FileChange>;
}

export type ShareErrorReason = 'malformed' | 'version' | 'too-large' | 'stale';

export class ShareLinkError extends Error {
  constructor(
    readonly reason: ShareErrorReason,
    detail: string,
    /**
     * What the link itself holds, by file, when it could not be applied, so the person can still read
     * and copy it: a whole file, or only the changed part of one (`whole: false`).
     */
    readonly linkText: Record<FileKey, { text: string; whole: boolean }> = {},
  ) {
    super(detail);
    this.name = 'ShareLinkError';
  }
}

function patchFor(shipped: string, edited: string): Patch {
  const limit = Math.min(shipped.length, edited.length);
  let prefix = 0;
  while (prefix < limit && shipped[prefix] === edited[prefix]) prefix++;
  let suffix = 0;
  while (suffix < limit - prefix && shipped[shipped.length - 1 - suffix] === edited[edited.length - 1 - suffix]) suffix++;
  return [prefix, suffix, edited.slice(prefix, edited.length - suffix), fingerprint(shipped)];
}

/** Applies a patch to the text it was made against (the caller has matched the fingerprint). */
function applyPatch(base: string, [prefix, suffix, middle]: Patch): string {
  if (prefix + suffix > base.length) throw new ShareLinkError('malformed', 'a change does not fit the example');
  return base.slice(0, prefix) + middle + base.slice(base.length - suffix);
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

/**
 * Any link payload in the versioned form, `<version>.<base64url(deflate(JSON))>`: a demo's edits here,
 * a playground workspace's files in `src/workspace/share.ts`. The payload carries the version too.
 */
export function packShare<Data extends { v: number }>(payload: Data): string {
  return `${SHARE_VERSION}.${toBase64Url(deflateSync(strToU8(JSON.stringify(payload)), { level: 9 }))}`;
}

/** The JSON a link carries, checked for size and version but not for shape (each kind checks its own). */
export function unpackShare(value: string): unknown {
  if (value.length > MAX_ENCODED_LENGTH) throw new ShareLinkError('too-large', 'it is longer than any shared example');
  const dot = value.indexOf('.');
  const version = dot > 0 ? value.slice(0, dot) : '';
  if (!/^\d+$/.test(version)) throw new ShareLinkError('malformed', 'it has no version');
  if (!isReadableVersion(Number(version)))
    throw new ShareLinkError('version', `it uses format ${version}, which this site does not know`);
  try {
    return JSON.parse(strFromU8(inflateCapped(fromBase64Url(value.slice(dot + 1)))));
  } catch (error) {
    if (error instanceof ShareLinkError) throw error;
    throw new ShareLinkError('malformed', 'its content is not readable');
  }
}

/** The fragment value for a demo's edits: `1.<data>`. */
export function encodeShare(demoId: string, edited: Partial<DemoFiles>, shipped: DemoFiles): string {
  const f: Payload['f'] = {};
  for (const [file, code] of Object.entries(edited)) {
    if (code === undefined || code === shipped[file]) continue;
    const patch = shipped[file] === undefined ? null : patchFor(shipped[file], code);
    f[file] = patch && JSON.stringify(patch).length < JSON.stringify(code).length ? patch : code;
  }
  const payload: Payload = { v: SHARE_VERSION, d: demoId, f };
  return packShare(payload);
}

const isPatch = (value: unknown): value is Patch =>
  Array.isArray(value) &&
  value.length === 4 &&
  Number.isSafeInteger(value[0]) &&
  value[0] >= 0 &&
  Number.isSafeInteger(value[1]) &&
  value[1] >= 0 &&
  typeof value[2] === 'string' &&
  typeof value[3] === 'string';

export interface DecodedShare {
  /** The link's format: 1 for links made before 1.0, whose code speaks 0.x's names. */
  version: number;
  demoId: string;
  /** Each edited file as the link holds it: the whole text, or a patch against a shipped version. */
  files: Record<FileKey, FileChange>;
}

/** Parses a fragment value; throws ShareLinkError with a reason for anything but a sound payload. */
export function decodeShare(value: string): DecodedShare {
  const record = unpackShare(value) as Partial<Payload> | null;
  if (!record || typeof record !== 'object' || !isReadableVersion(record.v) || typeof record.d !== 'string' || !isDemoId(record.d)) {
    throw new ShareLinkError('malformed', 'its content is not a shared example');
  }
  if (!record.f || typeof record.f !== 'object' || Array.isArray(record.f)) throw new ShareLinkError('malformed', 'it has no files');
  const files = namedFiles(record.d, record.f);
  for (const [file, change] of Object.entries(files)) {
    if (!isDemoFileName(record.d, file) || !(typeof change === 'string' || isPatch(change))) {
      throw new ShareLinkError('malformed', 'it has a file this site does not know');
    }
  }
  return { version: record.v, demoId: record.d, files };
}

/** Finds a shipped version of a demo file by its fingerprint (earlier versions are kept by the build). */
export type VersionLoader = (hash: string) => Promise<string | null>;

/**
 * The edited files a link stands for. A patch applies to the shipped file it was made against: today's,
 * or an earlier version found by its fingerprint. Only when that version is unknown does the link fail,
 * and the error then carries the link's own text.
 */
export async function resolveShare(share: DecodedShare, shipped: DemoFiles, loadVersion: VersionLoader): Promise<DemoFiles> {
  const resolved: DemoFiles = {};
  const unknown: string[] = [];
  for (const [file, change] of Object.entries(share.files)) {
    // The import map is whole in a link (none is shipped to patch).
    if (shippedText(shipped, file) === undefined || (shipped[file] === undefined && typeof change !== 'string')) {
      throw new ShareLinkError('malformed', `it has a file this example does not have (${file})`);
    }
    if (typeof change === 'string') {
      resolved[file] = change;
      continue;
    }
    const base = fingerprint(shipped[file]) === change[3] ? shipped[file] : await loadVersion(change[3]);
    if (base === null) unknown.push(file);
    else resolved[file] = applyPatch(base, change);
  }
  if (unknown.length) {
    const linkText = Object.fromEntries(
      Object.entries(share.files).map(([file, change]) =>
        typeof change === 'string' ? [file, { text: change, whole: true }] : [file, { text: change[2], whole: false }],
      ),
    );
    throw new ShareLinkError('stale', 'it was made for a version of this example that this site no longer has', linkText);
  }
  return resolved;
}

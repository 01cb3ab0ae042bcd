import { pageOfDemo } from '../../docs/registry';
import { fingerprint } from './fingerprint';

/** A demo id as the demos folder names them: `button-demo1`. */
const DEMO_ID = /^[a-z0-9][a-z0-9-]*-demo\d+$/;
/** A `fingerprint()`: a 32-bit number in base 36, lower case, no leading zero. */
const HASH = /^(?:0|[1-9a-z][0-9a-z]{0,6})$/;

/** Whether `hash` can be a `fingerprint()` of some text (and so is safe in a URL). */
export function isFingerprint(hash: string): boolean {
  return HASH.test(hash) && Number.parseInt(hash, 36) <= 0xffffffff;
}

/**
 * Where the build keeps one shipped version of a demo file (scripts/demo-versions-plugin.ts):
 * `<base>assets/demos/<page>/<demoId>/versions/<fingerprint>.txt`. Throws on an id or hash that
 * could not be one.
 */
export function demoVersionUrl(demoId: string, hash: string): string {
  if (!DEMO_ID.test(demoId)) throw new RangeError(`Not a demo id: ${JSON.stringify(demoId)}`);
  if (!isFingerprint(hash)) throw new RangeError(`Not a fingerprint: ${JSON.stringify(hash)}`);
  return `${import.meta.env.BASE_URL}assets/demos/${pageOfDemo(demoId)}/${demoId}/versions/${hash}.txt`;
}

/**
 * The text of the shipped demo file whose fingerprint is `hash` (any file of the demo, current or
 * earlier), for a share link made against it. Null when there is none, on any failure, and whenever
 * what came back does not have that fingerprint (a server's HTML fallback page, say): a patch is only
 * ever applied to the exact text it was made for.
 */
export async function loadShippedVersion(demoId: string, hash: string): Promise<string | null> {
  if (!DEMO_ID.test(demoId) || !isFingerprint(hash)) return null;
  try {
    const response = await fetch(demoVersionUrl(demoId, hash));
    if (!response.ok) return null;
    const text = await response.text();
    return fingerprint(text) === hash ? text : null;
  } catch {
    return null;
  }
}

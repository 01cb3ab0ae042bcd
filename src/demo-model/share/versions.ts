import { isDemoId } from '../demo-id';
import { demoVersionPath } from '../paths';
import { demoAssetUrl } from '../urls';
import { fingerprint, isFingerprint } from './fingerprint';

/**
 * One shipped version of a demo file, named by its fingerprint, for the share links made against it.
 * Both come from a link, so anything that could not be one is refused rather than put in a URL.
 */
export function demoVersionUrl(demoId: string, hash: string): string {
  if (!isDemoId(demoId)) throw new RangeError(`Not a demo id: ${JSON.stringify(demoId)}`);
  if (!isFingerprint(hash)) throw new RangeError(`Not a fingerprint: ${JSON.stringify(hash)}`);
  return demoAssetUrl(demoVersionPath(demoId, hash));
}

/**
 * The text of the shipped demo file whose fingerprint is `hash` (any file of the demo, current or
 * earlier), for a share link made against it. Null when there is none, on any failure, and whenever
 * what came back does not have that fingerprint (a server's HTML fallback page, say): a patch is only
 * ever applied to the exact text it was made for.
 */
export async function loadShippedVersion(demoId: string, hash: string): Promise<string | null> {
  if (!isDemoId(demoId) || !isFingerprint(hash)) return null;
  try {
    const response = await fetch(demoVersionUrl(demoId, hash));
    if (!response.ok) return null;
    const text = await response.text();
    return fingerprint(text) === hash ? text : null;
  } catch {
    return null;
  }
}

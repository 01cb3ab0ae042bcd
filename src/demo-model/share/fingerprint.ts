/**
 * FNV-1a (32 bits, base 36): a cheap fingerprint of a shipped file. A share link's patch names the
 * fingerprint of the file it was made against, and the build keeps every earlier shipped version of a
 * demo file under its fingerprint, so a link finds the text it was made for.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** A `fingerprint()`: a 32-bit number in base 36, lower case, no leading zero. */
const FINGERPRINT = /^(?:0|[1-9a-z][0-9a-z]{0,6})$/;

/** Whether `hash` can be a `fingerprint()` of some text (and so is safe in a URL). */
export function isFingerprint(hash: string): boolean {
  return FINGERPRINT.test(hash) && Number.parseInt(hash, 36) <= 0xffffffff;
}

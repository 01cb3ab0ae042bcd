/** The fragment parameter that carries a shared edit: `#share=<version>.<data>`. Read mode needs only this. */
export const SHARE_PARAM = 'share';

/** The `share` value of a location hash, or null when there is none. */
export function shareFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_PARAM);
}

/** What the person is told when a link cannot be used; the reason follows it. */
export const INVALID_LINK_MESSAGE = 'This shared link is invalid or damaged';

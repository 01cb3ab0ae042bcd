/** The repository whose contributors the site credits. */
export const REPOSITORY = 'aquila-ui/aquila-ui';
export const REPOSITORY_URL = `https://github.com/${REPOSITORY}`;
export const CONTRIBUTORS_URL = `https://api.github.com/repos/${REPOSITORY}/contributors`;

const CACHE_KEY = 'aquila-contributors';
/** One hour: the public API allows 60 unauthenticated requests an hour per visitor. */
export const CACHE_TTL_MS = 60 * 60 * 1000;

export interface Contributor {
  login: string;
  html_url: string;
  avatar_url: string;
}

interface CacheEntry {
  savedAt: number;
  contributors: Contributor[];
}

function readCache(now: number): Contributor[] | null {
  try {
    const entry = JSON.parse(sessionStorage.getItem(CACHE_KEY) ?? 'null') as CacheEntry | null;
    return entry && now - entry.savedAt < CACHE_TTL_MS ? entry.contributors : null;
  } catch {
    return null;
  }
}

function writeCache(contributors: Contributor[], now: number) {
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify({ savedAt: now, contributors } satisfies CacheEntry));
  } catch {
    // Storage full or disabled: the next page load just asks again.
  }
}

/** Keeps only the three fields the strip reads, and drops malformed entries. */
function pickFields(data: unknown): Contributor[] {
  if (!Array.isArray(data)) throw new Error('unexpected response shape');
  return data
    .filter(
      (item): item is Contributor =>
        typeof item?.login === 'string' && typeof item?.html_url === 'string' && typeof item?.avatar_url === 'string',
    )
    .map(({ login, html_url, avatar_url }) => ({ login, html_url, avatar_url }));
}

/** One request per page load: every page shows the strip, but a failure is logged only once. */
let request: Promise<Contributor[]> | null = null;

/** Forgets the in-memory result; for tests, which load the service several times. */
export function forgetContributorsRequest() {
  request = null;
}

/**
 * The contributor list, from the session cache when fresh, otherwise from the code-hosting API.
 * Never rejects: on any failure it logs once and resolves to an empty list, so the strip simply
 * does not show and no page breaks.
 */
export function fetchContributors(now = Date.now()): Promise<Contributor[]> {
  const cached = readCache(now);
  if (cached) return Promise.resolve(cached);
  request ??= fetch(CONTRIBUTORS_URL, { headers: { Accept: 'application/vnd.github+json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    })
    .then((data) => {
      const contributors = pickFields(data);
      writeCache(contributors, now);
      return contributors;
    })
    .catch((error: unknown) => {
      console.info(`Contributors are not shown: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
  return request;
}

import { versionInAddress } from '../../demo-model/import-map/packages';

/** A request the server answered with an error status. */
export class AnswerError extends Error {
  constructor(response: Pick<Response, 'status' | 'statusText'>) {
    super(`the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  }
}

/** Why a request gave nothing to use, in the words the error list shows after "…:". */
export function failureReason(failure: unknown): string {
  // fetch rejects with a TypeError when no answer came (offline, refused, blocked by CORS).
  if (failure instanceof TypeError) return 'the network request failed';
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * Asks the CDN which version `<base>/<name>` is today, reading its answer as text and never running it.
 * esm.sh answers a browser with a module of one or two lines that re-export the pinned build
 * (`export * from "/dayjs@1.11.13/es2022/dayjs.mjs"`), and other clients with a redirect to
 * `/dayjs@1.11.13`: the version is read from the final address, or else from the text.
 */
export async function fetchLatestVersion(name: string, cdnBase: string, fetcher: typeof fetch = fetch): Promise<string> {
  const response = await fetcher(`${cdnBase}/${name}`);
  if (!response.ok) throw new AnswerError(response);
  const version = versionInAddress(response.url, name) ?? versionInAddress(await response.text(), name);
  if (!version) throw new Error(`the answer names no version of ${name}`);
  return version;
}

/** Each package's latest version is asked for once a session: typing never repeats the request. */
const asked = new Map<string, Promise<string>>();

export function latestVersion(name: string, cdnBase: string, fetcher: typeof fetch = fetch): Promise<string> {
  const key = `${cdnBase} ${name}`;
  let answer = asked.get(key);
  if (!answer) {
    answer = fetchLatestVersion(name, cdnBase, fetcher);
    // A failure is not kept: the next compile asks again (the network may be back).
    answer.catch(() => asked.delete(key));
    asked.set(key, answer);
  }
  return answer;
}

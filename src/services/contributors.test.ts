import { CACHE_TTL_MS, CONTRIBUTORS_URL, fetchContributors, forgetContributorsRequest } from './contributors';

const people = [
  { login: 'ada', html_url: 'https://example.test/ada', avatar_url: '/a.png', id: 1, site_admin: false },
  { login: 'grace', html_url: 'https://example.test/grace', avatar_url: '/g.png' },
  { login: 42 },
];

function stubFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('contributors service', () => {
  beforeEach(() => forgetContributorsRequest());
  afterEach(() => vi.unstubAllGlobals());

  it('reads only login, html_url and avatar_url, dropping malformed entries', async () => {
    const fetchMock = stubFetch(async () => new Response(JSON.stringify(people)));
    const list = await fetchContributors(1000);
    expect(fetchMock).toHaveBeenCalledWith(CONTRIBUTORS_URL, expect.anything());
    expect(list).toEqual([
      { login: 'ada', html_url: 'https://example.test/ada', avatar_url: '/a.png' },
      { login: 'grace', html_url: 'https://example.test/grace', avatar_url: '/g.png' },
    ]);
  });

  it('serves from the session cache within the time-to-live and asks again after it', async () => {
    const fetchMock = stubFetch(async () => new Response(JSON.stringify(people)));
    await fetchContributors(1000);
    forgetContributorsRequest();
    await fetchContributors(1000 + CACHE_TTL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    forgetContributorsRequest();
    await fetchContributors(1000 + CACHE_TTL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on failure resolves to an empty list and logs one message', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    stubFetch(async () => new Response('rate limited', { status: 403 }));
    await expect(fetchContributors()).resolves.toEqual([]);
    await expect(fetchContributors()).resolves.toEqual([]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toContain('HTTP 403');
    info.mockRestore();
  });

  it('survives a network error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchContributors()).resolves.toEqual([]);
    expect(info).toHaveBeenCalledTimes(1);
    info.mockRestore();
  });
});

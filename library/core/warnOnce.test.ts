import { resetWarnOnce, shownValue, warnOnce } from './warnOnce.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetWarnOnce();
});

describe('warnOnce', () => {
  it('logs a text once, and another text again', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('a');
    warnOnce('a');
    warnOnce('b');
    expect(warn.mock.calls).toEqual([['a'], ['b']]);
    resetWarnOnce();
    warnOnce('a');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('logs nothing in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnOnce('a');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('shownValue', () => {
  it('quotes strings and writes objects as JSON', () => {
    expect(shownValue('120')).toBe('"120"');
    expect(shownValue(120)).toBe('120');
    expect(shownValue({ a: 1 })).toBe('{"a":1}');
    expect(shownValue(undefined)).toBe('undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(shownValue(cyclic)).toBe('[object Object]');
  });
});

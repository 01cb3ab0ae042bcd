import { copyText } from './clipboard';

describe('copyText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs "unable to copy" when copying throws something unexpected', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => {
      throw new Error('not supported');
    };
    await expect(copyText('x')).resolves.toBe('unable to copy');
    expect(log).toHaveBeenCalledWith('unable to copy');
  });

  it('falls back to a selection copy without the Clipboard API', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
    await expect(copyText('x')).resolves.toBe('unsuccessful');
    document.execCommand = () => true;
    await expect(copyText('x')).resolves.toBe('successful');
    expect(log.mock.calls.map(([message]) => message)).toEqual(['unsuccessful', 'successful']);
  });
});

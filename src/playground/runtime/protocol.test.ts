import { parseFrameMessage } from './protocol';

describe('parseFrameMessage', () => {
  it('accepts the known shapes', () => {
    expect(parseFrameMessage({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(parseFrameMessage({ type: 'pong', seq: 3 })).toEqual({ type: 'pong', seq: 3 });
    expect(parseFrameMessage({ type: 'rendered', runId: 2 })).toEqual({ type: 'rendered', runId: 2 });
    expect(parseFrameMessage({ type: 'height', height: 120.5 })).toEqual({ type: 'height', height: 120.5 });
    expect(parseFrameMessage({ type: 'escape', key: 'ignored' })).toEqual({ type: 'escape' });
    expect(parseFrameMessage({ type: 'markup', html: '<p>Hi</p>' })).toEqual({ type: 'markup', html: '<p>Hi</p>' });
    expect(parseFrameMessage({ type: 'event', name: 'onChange', payload: 'true' })).toEqual({
      type: 'event',
      name: 'onChange',
      payload: 'true',
    });
    expect(parseFrameMessage({ type: 'error', runId: 1, message: 'boom', stack: 'at x', stopped: true })).toEqual({
      type: 'error',
      runId: 1,
      message: 'boom',
      stack: 'at x',
      stopped: true,
    });
  });

  it('drops or defuses anything a hostile frame could send', () => {
    expect(parseFrameMessage(null)).toBeNull();
    expect(parseFrameMessage('ready')).toBeNull();
    expect(parseFrameMessage({ type: 'navigate', to: '/' })).toBeNull();
    expect(parseFrameMessage({ type: 'height', height: 'tall' })).toBeNull();
    expect(parseFrameMessage({ type: 'height', height: Infinity })).toBeNull();
    expect(parseFrameMessage({ type: 'rendered', runId: '1' })).toBeNull();
    const error = parseFrameMessage({ type: 'error', runId: 1, message: { toString: () => 'object' }, stack: 42, stopped: 'yes' });
    expect(error).toEqual({ type: 'error', runId: 1, message: 'object', stack: undefined, stopped: false });
    expect(parseFrameMessage({ type: 'event', name: 'alert', payload: 'x' })).toBeNull();
    expect(parseFrameMessage({ type: 'event', name: 'onChange', payload: { text: 'x' } })).toBeNull();
    const payload = parseFrameMessage({ type: 'event', name: 'onChange', payload: 'y'.repeat(1000) });
    expect(payload?.type === 'event' && payload.payload.length).toBe(300);
    expect(parseFrameMessage({ type: 'markup', html: ['<p>'] })).toBeNull();
    const markup = parseFrameMessage({ type: 'markup', html: 'z'.repeat(300_000) });
    expect(markup?.type === 'markup' && markup.html.length).toBe(200_000);
    const long = parseFrameMessage({ type: 'error', runId: 1, message: 'x'.repeat(5000) });
    expect(long?.type === 'error' && long.message.length).toBe(2000);
  });
});

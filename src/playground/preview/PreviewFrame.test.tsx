import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Mock } from 'vitest';
import type { FromFrame, ToFrame } from '../runtime/protocol';
import { PreviewFrame, type FrameRun, type PreviewFrameProps } from './PreviewFrame';

vi.mock('virtual:playground-runtime', () => ({
  runtimeScriptPaths: { development: '/playground/runtime.development.js', production: '/playground/runtime.production.js' },
  runtimeStylePath: '/playground/runtime.css',
}));

const runOf = (runId: number): FrameRun => ({
  runId,
  entry: 'demo.tsx',
  modules: { 'demo.tsx': `/* ${runId} */` },
  css: '',
  packages: [],
});

function propsOf(title: string, overrides: Partial<PreviewFrameProps> = {}): PreviewFrameProps {
  return {
    title,
    html: '<div id="root"></div>',
    run: null,
    theme: 'light',
    height: 200,
    build: 'development',
    onRendered: vi.fn(),
    onRuntimeError: vi.fn(),
    onStopped: vi.fn(),
    onUnavailable: vi.fn(),
    onContentHeight: vi.fn(),
    onEscape: vi.fn(),
    ...overrides,
  };
}

/** What the page posted to each frame window, in order (the frame's windows are stubbed: nothing runs in them). */
const posts = new Map<Window, Mock>();
function frame(title: string): HTMLIFrameElement {
  const element = screen.getByTitle(title) as HTMLIFrameElement;
  const window = element.contentWindow!;
  if (!posts.has(window)) posts.set(window, vi.spyOn(window, 'postMessage').mockImplementation(() => undefined) as Mock);
  return element;
}
/** The messages a frame was sent; the load event's ping (jsdom fires load on its own too) is left out. */
function sent(element: HTMLIFrameElement): ToFrame[] {
  return (posts.get(element.contentWindow!)?.mock.calls ?? [])
    .map(([message]) => message as ToFrame)
    .filter((message) => !(message.type === 'ping' && message.seq === 0));
}
function clearSent(element: HTMLIFrameElement) {
  posts.get(element.contentWindow!)?.mockClear();
}
function fromFrame(
  element: HTMLIFrameElement,
  data: FromFrame | Record<string, unknown>,
  source: Window | null = element.contentWindow,
) {
  act(() => void window.dispatchEvent(new MessageEvent('message', { data, source })));
}
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const removedPlaceholder = () => document.querySelector('div.playground-preview__frame');

/** What a frame that answers is sent: the theme, then the newest run (with nothing to observe). */
const themeThenRun = (theme: 'light' | 'dark', runId: number): ToFrame[] => [
  { type: 'theme', theme },
  { type: 'run', ...runOf(runId), observe: undefined },
];

/** A frame "Preview" given run 1 that has answered ready, with what it was sent so far forgotten. */
function renderReady() {
  const props = propsOf('Preview', { run: runOf(1) });
  const view = render(<PreviewFrame {...props} />);
  const element = frame('Preview');
  fromFrame(element, { type: 'ready' });
  clearSent(element);
  return { props, view, element };
}

function renderFrames(...elements: ReactElement[]) {
  return render(<>{elements}</>);
}

beforeEach(() => {
  vi.useFakeTimers();
  posts.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PreviewFrame', () => {
  it('is a scripts-only sandboxed frame whose document carries the runtime and the theme it was created with', () => {
    const props = propsOf('Preview');
    const view = render(<PreviewFrame {...props} />);
    const element = frame('Preview');
    expect(element).toHaveAttribute('sandbox', 'allow-scripts');
    expect(element).toHaveClass('playground-preview__frame');
    expect(element).toHaveStyle({ height: '200px' });
    const srcDoc = element.getAttribute('srcdoc')!;
    expect(srcDoc).toContain('theme="light"');
    expect(srcDoc).toContain(`src="${new URL('/playground/runtime.development.js', window.location.href).href}"`);
    expect(srcDoc).toContain(`href="${new URL('/playground/runtime.css', window.location.href).href}"`);

    // Later themes arrive by message; a new document still starts from the first theme.
    view.rerender(<PreviewFrame {...props} theme="dark" html="<main id='root'></main>" />);
    expect(frame('Preview').getAttribute('srcdoc')).toContain('theme="light"');
    expect(frame('Preview')).toBe(element);
  });

  it('answers its load with a ping, and once the frame answers sends the theme and the newest run', () => {
    const props = propsOf('Preview', { run: runOf(1), observe: 'Button' });
    const view = render(<PreviewFrame {...props} />);
    const element = frame('Preview');
    fireEvent.load(element);
    expect(posts.get(element.contentWindow!)).toHaveBeenCalledWith({ type: 'ping', seq: 0 }, '*');
    expect(sent(element)).toEqual([]);

    // Not ready yet: a new run waits for the frame.
    view.rerender(<PreviewFrame {...props} run={runOf(2)} />);
    expect(sent(element)).toEqual([]);

    fromFrame(element, { type: 'pong', seq: 0 });
    expect(sent(element)).toEqual([
      { type: 'theme', theme: 'light' },
      { type: 'run', ...runOf(2), observe: 'Button' },
    ]);
    // Ready once per document: a late 'ready' sends nothing again.
    fromFrame(element, { type: 'ready' });
    expect(sent(element)).toHaveLength(2);

    clearSent(element);
    // A new run is sent at once, and only a new one: the same run again is not.
    const third = runOf(3);
    view.rerender(<PreviewFrame {...props} run={third} />);
    view.rerender(<PreviewFrame {...props} run={third} theme="dark" />);
    expect(sent(element)).toEqual([
      { type: 'run', ...third, observe: 'Button' },
      { type: 'theme', theme: 'dark' },
    ]);
  });

  it('starts a new document when the HTML changes: nothing is sent until it answers', () => {
    const { props, view, element } = renderReady();

    view.rerender(<PreviewFrame {...props} html="<main id='root'></main>" />);
    view.rerender(<PreviewFrame {...props} html="<main id='root'></main>" run={runOf(2)} theme="dark" />);
    expect(sent(element)).toEqual([]);
    fromFrame(element, { type: 'ready' });
    expect(sent(element)).toEqual(themeThenRun('dark', 2));
  });

  it('runs the current code again on the other build of React and the library when the build changes', () => {
    const { props, view, element } = renderReady();

    view.rerender(<PreviewFrame {...props} build="production" />);
    expect(frame('Preview').getAttribute('srcdoc')).toContain('/playground/runtime.production.js');
    expect(frame('Preview').getAttribute('srcdoc')).not.toContain('runtime.development');
    expect(sent(element)).toEqual([]);
    fromFrame(element, { type: 'ready' });
    expect(sent(element)).toEqual(themeThenRun('light', 1));
  });

  it('hands what the frame reports to its callbacks, and ignores other windows and malformed messages', () => {
    const onEvent = vi.fn();
    const props = propsOf('Preview', { run: runOf(4), onEvent });
    render(<PreviewFrame {...props} />);
    const element = frame('Preview');
    fromFrame(element, { type: 'ready' });

    fromFrame(element, { type: 'rendered', runId: 4 });
    expect(props.onRendered).toHaveBeenCalledWith(4);
    fromFrame(element, { type: 'height', height: 240.2 });
    expect(props.onContentHeight).toHaveBeenCalledWith(241);
    fromFrame(element, { type: 'escape' });
    expect(props.onEscape).toHaveBeenCalledTimes(1);
    fromFrame(element, { type: 'event', name: 'onChange', payload: '"a"' });
    expect(onEvent).toHaveBeenCalledWith('onChange', '"a"');
    fromFrame(element, { type: 'error', runId: 4, message: 'boom', stack: 'at X' });
    expect(props.onRuntimeError).toHaveBeenCalledWith(4, 'boom', 'at X');
    fromFrame(element, { type: 'error', runId: 4, message: 'stopped', stopped: true });
    expect(props.onStopped).toHaveBeenCalledTimes(1);
    expect(props.onRuntimeError).toHaveBeenCalledTimes(1);

    fromFrame(element, { type: 'rendered', runId: 5 }, window);
    fromFrame(element, { type: 'rendered', runId: 'five' });
    fromFrame(element, { type: 'unknown' });
    expect(props.onRendered).toHaveBeenCalledTimes(1);
  });

  it('presses the control it was given once the frame has rendered a run, and once only', () => {
    const target = { index: 1, tag: 'input', role: null };
    const onPressSent = vi.fn();
    const props = propsOf('Preview', { run: runOf(1), press: target, onPressSent });
    const view = render(<PreviewFrame {...props} />);
    const element = frame('Preview');
    const presses = () => sent(element).filter((message) => message.type === 'press');
    fromFrame(element, { type: 'ready' });
    // Not before the run has rendered: until then the frame has no control to press.
    expect(presses()).toEqual([]);
    fromFrame(element, { type: 'rendered', runId: 1 });
    expect(presses()).toEqual([{ type: 'press', target }]);
    expect(onPressSent).toHaveBeenCalledTimes(1);
    // Nor is it sent again should another run render before the caller has forgotten it.
    fromFrame(element, { type: 'rendered', runId: 1 });
    expect(presses()).toHaveLength(1);
    // The caller forgets a press once it is sent: the next run presses nothing.
    view.rerender(<PreviewFrame {...props} press={null} run={runOf(2)} />);
    fromFrame(element, { type: 'rendered', runId: 2 });
    expect(presses()).toHaveLength(1);
  });

  it('sends a press made after the frame has rendered its run at once, as no later run would carry it', () => {
    const target = { index: 0, tag: 'button', role: null };
    const props = propsOf('Preview', { run: runOf(1), press: null });
    const view = render(<PreviewFrame {...props} />);
    const element = frame('Preview');
    const presses = () => sent(element).filter((message) => message.type === 'press');
    fromFrame(element, { type: 'ready' });
    fromFrame(element, { type: 'rendered', runId: 1 });
    expect(presses()).toEqual([]);
    view.rerender(<PreviewFrame {...props} press={target} />);
    expect(presses()).toEqual([{ type: 'press', target }]);
  });

  it('asks the frame for the markup only while it is watched, again from a new document, and hands it on', () => {
    const onMarkup = vi.fn();
    const props = propsOf('Preview', { run: runOf(1), watchMarkup: true, onMarkup });
    const view = render(<PreviewFrame {...props} />);
    const element = frame('Preview');
    expect(sent(element)).toEqual([]); // Nothing before the frame answers.
    fromFrame(element, { type: 'ready' });
    expect(sent(element)).toEqual([
      { type: 'theme', theme: 'light' },
      { type: 'watch-markup', watch: true },
      { type: 'run', ...runOf(1), observe: undefined },
    ]);
    fromFrame(element, { type: 'markup', html: '<p>Hi</p>' });
    expect(onMarkup).toHaveBeenCalledWith('<p>Hi</p>');

    clearSent(element);
    view.rerender(<PreviewFrame {...props} watchMarkup={false} />);
    expect(sent(element)).toEqual([{ type: 'watch-markup', watch: false }]);

    // A new document starts not reporting: it is asked again only while watched.
    view.rerender(<PreviewFrame {...props} html="<main id='root'></main>" />);
    const next = frame('Preview');
    clearSent(next);
    fromFrame(next, { type: 'ready' });
    expect(sent(next)).toContainEqual({ type: 'watch-markup', watch: true });
  });

  it('says the preview could not start when the runtime never answers', () => {
    const props = propsOf('Preview');
    render(<PreviewFrame {...props} />);
    advance(14_999);
    expect(props.onUnavailable).not.toHaveBeenCalled();
    advance(1);
    expect(props.onUnavailable).toHaveBeenCalledWith('The preview could not start: its runtime did not load.');
  });

  it('pings a ready frame every second, one ping at a time, and replaces it when one goes unanswered', () => {
    const { props, view, element } = renderReady();

    advance(1000);
    expect(sent(element)).toEqual([{ type: 'ping', seq: 1 }]);
    fromFrame(element, { type: 'pong', seq: 1 });
    advance(1000);
    expect(sent(element)).toEqual([
      { type: 'ping', seq: 1 },
      { type: 'ping', seq: 2 },
    ]);
    // Unanswered: no second ping, and more than four seconds of silence replace the frame.
    advance(4000);
    expect(sent(element)).toHaveLength(2);
    expect(screen.getByTitle('Preview')).toBe(element);
    expect(props.onStopped).not.toHaveBeenCalled();
    advance(1000);
    expect(screen.queryByTitle('Preview')).not.toBeInTheDocument();
    expect(removedPlaceholder()).toHaveStyle({ height: '200px' });
    expect(props.onStopped).toHaveBeenCalledTimes(1);

    // The fresh frame comes after the pause; it is not given the run its predecessor was stuck in.
    advance(199);
    expect(screen.queryByTitle('Preview')).not.toBeInTheDocument();
    advance(1);
    const fresh = frame('Preview');
    expect(fresh).not.toBe(element);
    expect(removedPlaceholder()).toBeNull();
    fromFrame(fresh, { type: 'ready' });
    expect(sent(fresh)).toEqual([{ type: 'theme', theme: 'light' }]);
    // The next edit runs.
    view.rerender(<PreviewFrame {...props} run={runOf(2)} />);
    expect(sent(fresh)).toEqual(themeThenRun('light', 2));
    // The abandoned run stays abandoned for this frame, even in a new document.
    view.rerender(<PreviewFrame {...props} run={runOf(1)} html="<p id='root'></p>" />);
    clearSent(fresh);
    fromFrame(fresh, { type: 'ready' });
    expect(sent(fresh)).toEqual([{ type: 'theme', theme: 'light' }]);
  });

  it('replaces every frame of the page with the hung one; the frame given code last is the culprit', () => {
    const first = propsOf('First', { run: runOf(1) });
    const second = propsOf('Second', { run: runOf(1) });
    renderFrames(<PreviewFrame key="1" {...first} />, <PreviewFrame key="2" {...second} />);
    const firstFrame = frame('First');
    const secondFrame = frame('Second');
    fromFrame(firstFrame, { type: 'ready' });
    advance(500);
    fromFrame(secondFrame, { type: 'ready' });
    // The second stops answering (pinged at 1 s, replaced at 6 s); the first keeps answering its pings.
    const answerFirst = () => {
      const ping = sent(firstFrame).at(-1);
      if (ping?.type === 'ping') fromFrame(firstFrame, { type: 'pong', seq: ping.seq });
    };
    for (let tick = 0; tick < 5; tick++) {
      advance(tick === 0 ? 500 : 1000);
      answerFirst();
    }
    expect(screen.getByTitle('Second')).toBe(secondFrame);
    advance(1000);
    expect(screen.queryByTitle('First')).not.toBeInTheDocument();
    expect(screen.queryByTitle('Second')).not.toBeInTheDocument();
    expect(second.onStopped).toHaveBeenCalledTimes(1);
    expect(first.onStopped).not.toHaveBeenCalled();

    advance(200);
    const firstFresh = frame('First');
    const secondFresh = frame('Second');
    fromFrame(firstFresh, { type: 'ready' });
    fromFrame(secondFresh, { type: 'ready' });
    expect(sent(firstFresh)).toEqual(themeThenRun('light', 1));
    expect(sent(secondFresh)).toEqual([{ type: 'theme', theme: 'light' }]);
  });

  it('replaces replacements that stay silent, twice at most in a row, and counts again once one answers', () => {
    const props = propsOf('Preview', { run: runOf(1) });
    render(<PreviewFrame {...props} />);
    fromFrame(frame('Preview'), { type: 'ready' });
    advance(6000); // pinged at 1 s, silent since: replaced at 6 s
    expect(props.onStopped).toHaveBeenCalledTimes(1);
    advance(200);
    const generations = [frame('Preview')];

    // Silent for four seconds: created while the stuck process lived, so removed and created again.
    advance(3999);
    expect(screen.getByTitle('Preview')).toBe(generations[0]);
    advance(1);
    expect(screen.queryByTitle('Preview')).not.toBeInTheDocument();
    advance(200);
    generations.push(frame('Preview'));
    advance(4000);
    advance(200);
    generations.push(frame('Preview'));
    expect(new Set(generations).size).toBe(3);
    // Twice is the most: the third stays, and the ready timeout speaks for it.
    advance(4000);
    expect(screen.getByTitle('Preview')).toBe(generations[2]);
    expect(props.onStopped).toHaveBeenCalledTimes(1);
    expect(props.onUnavailable).not.toHaveBeenCalled();
    advance(11_000);
    expect(props.onUnavailable).toHaveBeenCalledTimes(1);
    expect(screen.getByTitle('Preview')).toBe(generations[2]);

    // One answers: the count starts again for the next hang.
    const answering = frame('Preview');
    fromFrame(answering, { type: 'ready' });
    advance(6000);
    expect(props.onStopped).toHaveBeenCalledTimes(2);
    advance(200);
    const next = frame('Preview');
    advance(4000);
    expect(screen.queryByTitle('Preview')).not.toBeInTheDocument();
    advance(200);
    expect(frame('Preview')).not.toBe(next);
    // Leaves the page's count at zero for the other tests.
    fromFrame(frame('Preview'), { type: 'ready' });
  });

  it('reads nothing into the silence of a hidden tab', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    try {
      const { props, element } = renderReady();
      advance(30_000);
      expect(sent(element)).toEqual([]);
      expect(screen.getByTitle('Preview')).toBe(element);
      expect(props.onStopped).not.toHaveBeenCalled();
    } finally {
      hidden.mockRestore();
    }
  });

  it('leaves the page’s frames when it unmounts: a hang elsewhere does not bring it back', () => {
    const gone = propsOf('Gone', { run: runOf(1) });
    const kept = propsOf('Kept', { run: runOf(1) });
    const view = renderFrames(<PreviewFrame key="gone" {...gone} />, <PreviewFrame key="kept" {...kept} />);
    fromFrame(frame('Gone'), { type: 'ready' });
    fromFrame(frame('Kept'), { type: 'ready' });
    view.rerender(<>{[<PreviewFrame key="kept" {...kept} />]}</>);
    advance(6200);
    expect(kept.onStopped).toHaveBeenCalledTimes(1);
    expect(gone.onStopped).not.toHaveBeenCalled();
    expect(screen.queryByTitle('Gone')).not.toBeInTheDocument();
    fromFrame(frame('Kept'), { type: 'ready' });
  });
});

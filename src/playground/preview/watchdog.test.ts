import {
  FrameWatchdog,
  HEARTBEAT_MS,
  MAX_SILENT_REPLACEMENTS,
  READY_TIMEOUT_MS,
  RECREATE_DELAY_MS,
  UNRESPONSIVE_MS,
  type FrameOwner,
} from './watchdog';

/**
 * One frame as its component drives it: each document is watched until the next (a recreated frame
 * starts a new one, as the component's new iframe does), and the owner's calls are recorded.
 */
function mount(watchdog: FrameWatchdog, currentRun: number | null = 1) {
  const frame = watchdog.watch();
  let stopDocument: () => void = () => undefined;
  const startDocument = () => {
    stopDocument();
    frame.newDocument();
    stopDocument = frame.watchDocument();
  };
  const owner = {
    ping: vi.fn<FrameOwner['ping']>(),
    currentRun: vi.fn(() => currentRun),
    hung: vi.fn(),
    remove: vi.fn(),
    recreate: vi.fn(startDocument),
    unavailable: vi.fn(),
  } satisfies FrameOwner;
  const detach = frame.attach(owner);
  startDocument();
  return {
    frame,
    owner,
    /** The frame's runtime says it is ready (or answers the load ping). */
    answer: () => frame.answered(),
    /** The frame answers its latest ping. */
    pong: () => {
      frame.pong();
      frame.answered();
    },
    /** The component unmounts. */
    unmount: () => {
      stopDocument();
      detach();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the frame watchdog', () => {
  it('reports a frame whose runtime never answers, once the ready timeout passes', () => {
    const silent = mount(new FrameWatchdog());
    const answering = mount(new FrameWatchdog());
    answering.answer();
    for (let elapsed = 0; elapsed < READY_TIMEOUT_MS - HEARTBEAT_MS; elapsed += HEARTBEAT_MS) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      answering.pong();
    }
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(silent.owner.unavailable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(answering.owner.remove).not.toHaveBeenCalled();
    expect(silent.owner.unavailable).toHaveBeenCalledTimes(1);
    expect(answering.owner.unavailable).not.toHaveBeenCalled();
  });

  it('is ready once per document: the first answer counts, a new document must answer again', () => {
    const { frame, answer } = mount(new FrameWatchdog());
    expect(frame.isReady).toBe(false);
    expect(answer()).toBe(true);
    expect(answer()).toBe(false);
    expect(frame.isReady).toBe(true);
    frame.newDocument();
    expect(frame.isReady).toBe(false);
    expect(answer()).toBe(true);
  });

  it('pings a ready frame once a second, one ping at a time, with a new number each time', () => {
    const { owner, answer, pong } = mount(new FrameWatchdog());
    vi.advanceTimersByTime(3 * HEARTBEAT_MS);
    expect(owner.ping).not.toHaveBeenCalled();

    answer();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(owner.ping.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(2 * HEARTBEAT_MS);
    expect(owner.ping.mock.calls).toEqual([[1]]);
    pong();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(owner.ping.mock.calls).toEqual([[1], [2]]);
  });

  it('replaces every frame of the page when one leaves a ping unanswered too long; the one given code last is the culprit', () => {
    const watchdog = new FrameWatchdog();
    const other = new FrameWatchdog();
    const first = mount(watchdog, 4);
    const hung = mount(watchdog, 9);
    const elsewhere = mount(other);
    [first, hung, elsewhere].forEach((frame) => frame.answer());
    first.frame.runSent();

    // The first keeps answering; the other stops after its first ping (sent at 1 s), and is given code then.
    for (let second = 1; second <= 1 + UNRESPONSIVE_MS / HEARTBEAT_MS; second++) {
      vi.advanceTimersByTime(HEARTBEAT_MS);
      if (second === 1) hung.frame.runSent();
      first.pong();
      elsewhere.pong();
    }
    expect(first.owner.remove).not.toHaveBeenCalled();
    vi.advanceTimersByTime(HEARTBEAT_MS);

    for (const { owner, frame } of [first, hung]) {
      expect(owner.remove).toHaveBeenCalledTimes(1);
      expect(frame.isReady).toBe(false);
    }
    expect(hung.owner.hung).toHaveBeenCalledTimes(1);
    expect(first.owner.hung).not.toHaveBeenCalled();
    // Another page's frames are another process.
    expect(elsewhere.owner.remove).not.toHaveBeenCalled();

    // They all come back together, after the pause.
    vi.advanceTimersByTime(RECREATE_DELAY_MS - 1);
    expect(first.owner.recreate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first.owner.recreate).toHaveBeenCalledTimes(1);
    expect(hung.owner.recreate).toHaveBeenCalledTimes(1);

    // The culprit is not given the run it was stuck in again; the others are, and any newer run may go.
    expect(hung.frame.mayRun(9)).toBe(false);
    expect(hung.frame.mayRun(10)).toBe(true);
    expect(first.frame.mayRun(4)).toBe(true);
  });

  it("does not take the page's own stall for the frame's silence: the answer queued behind a late heartbeat still counts", () => {
    const { owner, answer, pong } = mount(new FrameWatchdog());
    answer();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(owner.ping).toHaveBeenCalledTimes(1);
    // The page's thread is blocked for twice the allowance: the clock moves, no heartbeat runs.
    vi.setSystemTime(Date.now() + 2 * UNRESPONSIVE_MS);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(owner.remove).not.toHaveBeenCalled();
    pong();
    vi.advanceTimersByTime(UNRESPONSIVE_MS);
    expect(owner.remove).not.toHaveBeenCalled();
  });

  it('leaves a frame alone once it is detached', () => {
    const watchdog = new FrameWatchdog();
    const gone = mount(watchdog);
    const hung = mount(watchdog);
    gone.frame.runSent();
    hung.answer();
    gone.unmount();
    vi.advanceTimersByTime(HEARTBEAT_MS + UNRESPONSIVE_MS + HEARTBEAT_MS);
    expect(hung.owner.remove).toHaveBeenCalledTimes(1);
    // Alone on the page, the hung frame is the culprit, though the detached one was sent code later.
    expect(hung.owner.hung).toHaveBeenCalledTimes(1);
    expect(gone.owner.remove).not.toHaveBeenCalled();
    expect(gone.owner.hung).not.toHaveBeenCalled();
  });

  it(`replaces replacements that stay silent, ${MAX_SILENT_REPLACEMENTS} times at most in a row, until one answers`, () => {
    const watchdog = new FrameWatchdog();
    const { owner, frame, answer } = mount(watchdog);
    answer();
    vi.advanceTimersByTime(HEARTBEAT_MS + UNRESPONSIVE_MS + HEARTBEAT_MS + RECREATE_DELAY_MS);
    expect(owner.hung).toHaveBeenCalledTimes(1);
    expect(owner.recreate).toHaveBeenCalledTimes(1);

    for (let replacement = 1; replacement <= MAX_SILENT_REPLACEMENTS; replacement++) {
      vi.advanceTimersByTime(UNRESPONSIVE_MS - 1);
      expect(owner.remove).toHaveBeenCalledTimes(replacement);
      vi.advanceTimersByTime(1);
      expect(owner.remove).toHaveBeenCalledTimes(replacement + 1);
      vi.advanceTimersByTime(RECREATE_DELAY_MS);
    }
    vi.advanceTimersByTime(UNRESPONSIVE_MS * 2);
    expect(owner.remove).toHaveBeenCalledTimes(1 + MAX_SILENT_REPLACEMENTS);
    // Only the hung frame was said to stop; the silent ones are not the person's code.
    expect(owner.hung).toHaveBeenCalledTimes(1);

    // A frame that answers starts the count again: the next hang's replacements are replaced again.
    expect(answer()).toBe(true);
    expect(frame.isReady).toBe(true);
    vi.advanceTimersByTime(HEARTBEAT_MS + UNRESPONSIVE_MS + HEARTBEAT_MS + RECREATE_DELAY_MS);
    expect(owner.remove).toHaveBeenCalledTimes(2 + MAX_SILENT_REPLACEMENTS);
    vi.advanceTimersByTime(UNRESPONSIVE_MS);
    expect(owner.remove).toHaveBeenCalledTimes(3 + MAX_SILENT_REPLACEMENTS);
  });

  it('does not replace a replacement that answers in time, nor its later documents while they load', () => {
    const { owner, frame, answer } = mount(new FrameWatchdog());
    answer();
    vi.advanceTimersByTime(HEARTBEAT_MS + UNRESPONSIVE_MS + HEARTBEAT_MS + RECREATE_DELAY_MS);
    expect(owner.remove).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UNRESPONSIVE_MS - 1);
    answer();
    vi.advanceTimersByTime(1);
    expect(owner.remove).toHaveBeenCalledTimes(1);

    // The demo's HTML changes: a new document that takes its time is no longer a replacement.
    frame.newDocument();
    const stop = frame.watchDocument();
    vi.advanceTimersByTime(2 * UNRESPONSIVE_MS);
    expect(owner.remove).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads nothing into the silence of a hidden tab', () => {
    const watchdog = new FrameWatchdog();
    const { owner, frame, answer } = mount(watchdog);
    answer();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.advanceTimersByTime(10 * UNRESPONSIVE_MS);
    expect(owner.ping).not.toHaveBeenCalled();
    expect(owner.remove).not.toHaveBeenCalled();

    // Nor of a replacement's: a silent one is left for the tab's return.
    hidden.mockReturnValue(false);
    vi.advanceTimersByTime(HEARTBEAT_MS + UNRESPONSIVE_MS + HEARTBEAT_MS + RECREATE_DELAY_MS);
    expect(owner.remove).toHaveBeenCalledTimes(1);
    hidden.mockReturnValue(true);
    vi.advanceTimersByTime(UNRESPONSIVE_MS);
    expect(owner.remove).toHaveBeenCalledTimes(1);
    expect(frame.isReady).toBe(false);
  });

  it('stops watching a document when told: no timeout, no heartbeat', () => {
    const { owner, answer, unmount } = mount(new FrameWatchdog());
    unmount();
    vi.advanceTimersByTime(READY_TIMEOUT_MS);
    expect(owner.unavailable).not.toHaveBeenCalled();
    answer();
    vi.advanceTimersByTime(10 * UNRESPONSIVE_MS);
    expect(owner.ping).not.toHaveBeenCalled();
  });
});

/** How often a ready frame is pinged. */
export const HEARTBEAT_MS = 1000;
/** How long a ping may go unanswered. Generous: a frame busy with a heavy first render on a slow machine must not be taken for a hung one. */
export const UNRESPONSIVE_MS = 4000;
/** How long a new frame's runtime has to say it is ready before the preview is reported unavailable. */
export const READY_TIMEOUT_MS = 15000;
/** The pause between removing every frame and creating them afresh, for the stuck process to go. */
export const RECREATE_DELAY_MS = 200;
/** How many times in a row silent replacements are replaced again before the ready timeout speaks. */
export const MAX_SILENT_REPLACEMENTS = 2;

/** What the watchdog asks of the owner of one frame (the preview component). */
export interface FrameOwner {
  /** Sends the frame a heartbeat ping; the frame answers with a pong. */
  ping(seq: number): void;
  /** The run the frame was last given, if any: the one a hung frame is stuck in. */
  currentRun(): number | null;
  /** This frame was taken for the one that hung (it is being replaced): report that its code stopped. */
  hung(): void;
  /** Takes the frame out of the page now. */
  remove(): void;
  /** Puts a fresh frame in its place (after the pause). */
  recreate(): void;
  /** The frame's runtime never said it was ready. */
  unavailable(): void;
}

/** The watchdog's side of the page's frames, as each watched frame sees it. */
interface PageFrames {
  join(frame: WatchedFrame): () => void;
  replaceEveryFrame(): void;
  replaceSilentFrames(): void;
  frameAnswered(): void;
}

/**
 * Watches every preview frame of a page. The browser runs all of a page's sandboxed frames in one
 * process, which lives while any frame is left in it: a frame stuck in an endless chain of promises
 * stalls the others too, and a new frame would join the stuck process. So when any stops answering
 * the heartbeat, all are removed in one commit and created afresh after a pause, and the stuck process
 * goes with them; the frame that was given code last is taken for the culprit, and its fresh frame is
 * not given that code again.
 */
export class FrameWatchdog {
  private readonly frames = new Set<WatchedFrame>();
  /**
   * Frames created while the stuck process was still shutting down are put in it and never start. They
   * are all removed again, which leaves that process no frame, and created once more after the pause —
   * at most `MAX_SILENT_REPLACEMENTS` times in a row (a frame that answers starts the count again).
   */
  private silentReplacements = 0;

  private readonly page: PageFrames = {
    join: (frame) => {
      this.frames.add(frame);
      return () => void this.frames.delete(frame);
    },
    replaceEveryFrame: () => {
      const culprit = [...this.frames].reduce<WatchedFrame | null>(
        (latest, frame) => (!latest || frame.runSentAt > latest.runSentAt ? frame : latest),
        null,
      );
      this.frames.forEach((frame) => frame.replace(frame === culprit));
    },
    replaceSilentFrames: () => {
      if (this.silentReplacements >= MAX_SILENT_REPLACEMENTS) return;
      this.silentReplacements += 1;
      this.frames.forEach((frame) => frame.replace(false));
    },
    frameAnswered: () => {
      this.silentReplacements = 0;
    },
  };

  /** A handle for one frame; it is one of the page's frames from `attach` until the function that returns. */
  watch(): WatchedFrame {
    return new WatchedFrame(this.page);
  }
}

/** Every preview frame of this page: they share one browser process, so they are watched together. */
export const pageWatchdog = new FrameWatchdog();

/**
 * One frame as the watchdog sees it, across the documents it loads and the frames that replace it:
 * whether its runtime answers, the ping it has not answered, and whether it is a replacement.
 */
export class WatchedFrame {
  private readonly page: PageFrames;
  private owner: FrameOwner | null = null;
  private ready = false;
  /**
   * How long the outstanding ping has waited, counted in heartbeats (null when every ping has been
   * answered). Heartbeats, not the clock: when the page's own thread was blocked (Monaco parsing on a
   * slow machine), the frame's answer waits in the queue behind the late tick and must not count as silence.
   */
  private unansweredMs: number | null = null;
  /** True from removing this frame to be replaced until its successor answers. */
  private replacing = false;
  /** The run a replaced frame was stuck in: the fresh frame must not be handed it again. */
  private abandonedRun: number | null = null;
  private sentAt = 0;

  constructor(page: PageFrames) {
    this.page = page;
  }

  /** When the frame was last sent a run: the newest code is the likeliest to be stuck. */
  get runSentAt(): number {
    return this.sentAt;
  }

  /** Whether the frame's runtime has answered since its document was created. */
  get isReady(): boolean {
    return this.ready;
  }

  /** Makes the frame one of the page's frames, replaced with them; the returned function takes it out. */
  attach(owner: FrameOwner): () => void {
    this.owner = owner;
    return this.page.join(this);
  }

  /** A new document (the HTML changed, or the frame was created afresh) starts not ready, no ping out. */
  newDocument(): void {
    this.ready = false;
    this.unansweredMs = null;
  }

  /**
   * Watches the frame's current document until the returned function is called: reports it unavailable
   * if it never answers, replaces a replacement that stays silent, and pings it once a second while it
   * is ready, replacing every frame of the page when a ping goes unanswered too long.
   */
  watchDocument(): () => void {
    let pingSeq = 0;
    const readyTimer = window.setTimeout(() => {
      if (!this.ready) this.owner?.unavailable();
    }, READY_TIMEOUT_MS);
    // A replacement that stays silent may have been put in the stuck process.
    const replacementTimer = this.replacing
      ? window.setTimeout(() => {
          if (!this.ready && !document.hidden) this.page.replaceSilentFrames();
        }, UNRESPONSIVE_MS)
      : undefined;
    const heartbeat = window.setInterval(() => {
      // A hidden tab's timers are throttled: silence then says nothing about the frame.
      if (!this.ready || document.hidden) return;
      if (this.unansweredMs === null) {
        this.unansweredMs = 0;
        this.owner?.ping(++pingSeq);
        return;
      }
      this.unansweredMs += HEARTBEAT_MS;
      if (this.unansweredMs > UNRESPONSIVE_MS) {
        // Removing the frames ends whatever they are stuck in; the culprit's waits for the next edit.
        this.page.replaceEveryFrame();
      }
    }, HEARTBEAT_MS);
    return () => {
      window.clearInterval(heartbeat);
      window.clearTimeout(readyTimer);
      window.clearTimeout(replacementTimer);
    };
  }

  /** The frame answered a ping: none is outstanding. */
  pong(): void {
    this.unansweredMs = null;
  }

  /**
   * The frame's runtime answered (its 'ready', or a pong). True only the first time for a document:
   * the owner then sends it the theme and the run (if `mayRun`).
   */
  answered(): boolean {
    if (this.ready) return false;
    this.ready = true;
    this.replacing = false;
    this.page.frameAnswered();
    return true;
  }

  /** Whether the frame may be given this run: not if it is the run a predecessor was stuck in. */
  mayRun(runId: number): boolean {
    return runId !== this.abandonedRun;
  }

  /** Notes that the frame was just sent a run. */
  runSent(): void {
    this.sentAt = performance.now();
  }

  /**
   * Takes the frame out at once and creates it afresh after the pause (the page's frames all go in
   * one commit, so the new ones come in a later task, when the stuck process has no frame left to
   * keep it). The culprit reports it stopped and is not given its run again.
   */
  replace(culprit: boolean): void {
    const owner = this.owner;
    if (!owner) return;
    if (culprit) {
      this.abandonedRun = owner.currentRun();
      owner.hung();
    }
    this.ready = false;
    this.unansweredMs = null;
    this.replacing = true;
    owner.remove();
    window.setTimeout(() => owner.recreate(), RECREATE_DELAY_MS);
  }
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { runtimeScriptPath, runtimeStylePath } from 'virtual:playground-runtime';
import { parseFrameMessage, type ToFrame } from '../runtime/protocol';
import { frameDocument } from './frame-document';

export interface FrameRun {
  runId: number;
  /** The module the frame renders: its default export. */
  entry: string;
  /** Every compiled file of the demo, by name; `require('./name')` finds them. */
  modules: Record<string, string>;
  css: string;
}

export interface PreviewFrameProps {
  title: string;
  html: string;
  run: FrameRun | null;
  theme: string;
  onRendered: (runId: number) => void;
  onRuntimeError: (runId: number, message: string, stack?: string) => void;
  /** The frame stopped answering (or its guard stopped a loop); it has been replaced by a fresh one. */
  onStopped: () => void;
  /** The runtime script never said it was ready. */
  onUnavailable: (message: string) => void;
  /** The height the demo's content needs, opened overlays included, as the frame measures it. */
  onContentHeight: (height: number) => void;
  /** Escape was pressed inside the frame and the demo did not handle it. */
  onEscape: () => void;
  /** The frame's height in pixels; undefined lets the stylesheet size it (the full-window view). */
  height: number | undefined;
  /** A library component whose callback props are reported through `onEvent` as they fire. */
  observe?: string;
  onEvent?: (name: string, payload: string) => void;
}

const HEARTBEAT_MS = 1000;
// Generous: a frame busy with a heavy first render on a slow machine must not be taken for a hung one.
const UNRESPONSIVE_MS = 4000;
const READY_TIMEOUT_MS = 15000;
// The pause between removing every frame and creating them afresh, for the stuck process to go.
const RECREATE_DELAY_MS = 200;
/** How many times in a row silent replacements are replaced again before the ready timeout speaks. */
const MAX_SILENT_REPLACEMENTS = 2;

const absolute = (path: string) => new URL(path, window.location.href).href;

interface LiveFrame {
  /** When the frame was last sent a run: the newest code is the likeliest to be stuck. */
  runSentAt: number;
  /** Loads the frame afresh; the culprit reports it stopped and does not run its code again. */
  replace: (culprit: boolean) => void;
}

/**
 * Every preview frame of the page. The browser runs all of a page's sandboxed frames in one process,
 * which lives while any frame is left in it: a frame stuck in an endless chain of promises stalls the
 * others too, and a new frame would join the stuck process. So when any stops answering, all are
 * removed in one commit and created afresh, and the stuck process goes with them; the frame that was
 * given code last is taken for the culprit.
 */
const liveFrames = new Set<LiveFrame>();
function replaceEveryFrame() {
  const culprit = [...liveFrames].reduce<LiveFrame | null>(
    (latest, frame) => (!latest || frame.runSentAt > latest.runSentAt ? frame : latest),
    null,
  );
  liveFrames.forEach((frame) => frame.replace(frame === culprit));
}

/**
 * Frames created while the stuck process was still shutting down are put in it and never start. They
 * are all removed again, which leaves that process no frame, and created once more after the pause.
 */
let silentReplacements = 0;
function replaceSilentFrames() {
  if (silentReplacements >= MAX_SILENT_REPLACEMENTS) return;
  silentReplacements += 1;
  liveFrames.forEach((frame) => frame.replace(false));
}

/**
 * The sandboxed preview: an opaque-origin frame (scripts only) that keeps running between edits and
 * receives each new compile by message. A frame that stops answering the heartbeat is replaced.
 */
export function PreviewFrame(props: PreviewFrameProps) {
  const { title, html, run, theme, height } = props;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [generation, setGeneration] = useState(0);
  /** True between removing a hung frame and creating its successor. */
  const [removed, setRemoved] = useState(false);
  // Any frame of the page is replaced when one hangs; only the culprit is not given its run again.
  const live = useRef<LiveFrame>({ runSentAt: 0, replace: () => undefined });
  useEffect(() => {
    const frame = live.current;
    frame.replace = (culprit) => {
      if (culprit) {
        abandonedRun.current = latest.current.run?.runId ?? null;
        latest.current.onStopped();
      }
      ready.current = false;
      pingSentAt.current = null;
      replacing.current = true;
      // Every frame leaves the page in this commit; the new ones come in a later task, when the stuck
      // process has no frame left to keep it (created in the same commit, they would be put in it).
      setRemoved(true);
      window.setTimeout(() => {
        setRemoved(false);
        setGeneration((value) => value + 1);
      }, RECREATE_DELAY_MS);
    };
    liveFrames.add(frame);
    return () => void liveFrames.delete(frame);
  }, []);
  const ready = useRef(false);
  /** When the unanswered ping was sent, or null when every ping has been answered. */
  const pingSentAt = useRef<number | null>(null);
  /** True from removing this frame to be replaced until its successor answers. */
  const replacing = useRef(false);
  // The run a replaced frame was stuck in: the fresh frame must not be handed it again.
  const abandonedRun = useRef<number | null>(null);
  const latest = useRef(props);
  latest.current = props;

  // The theme is baked into the document only for its first paint; later changes arrive by message.
  const themeAtCreation = useRef(theme);
  const srcDoc = useMemo(
    () => frameDocument(html, absolute(runtimeScriptPath), absolute(runtimeStylePath), themeAtCreation.current),
    [html],
  );

  const send = (message: ToFrame) => frameRef.current?.contentWindow?.postMessage(message, '*');
  const sendRun = (run: FrameRun) => {
    live.current.runSentAt = performance.now();
    send({ type: 'run', ...run, observe: latest.current.observe });
  };

  // The frame says 'ready' when its runtime has run, but that message may arrive before this component
  // listens. So the frame's load event sends a ping too: a runtime that answers it is ready, and one
  // that failed to load never answers (and the ready timeout reports it).
  const onFrameLoad = () => send({ type: 'ping', seq: 0 });

  const onFrameReady = () => {
    if (ready.current) return;
    ready.current = true;
    replacing.current = false;
    silentReplacements = 0;
    performance.mark('aquila:frame-ready');
    send({ type: 'theme', theme: latest.current.theme });
    if (latest.current.run && latest.current.run.runId !== abandonedRun.current) {
      sendRun(latest.current.run);
    }
  };

  // A new document (the HTML file changed, or a hung frame was replaced) starts not ready; this runs
  // during commit, before the new frame can possibly fire its load event.
  useLayoutEffect(() => {
    ready.current = false;
    pingSentAt.current = null;
  }, [srcDoc, generation]);

  useEffect(() => {
    let pingSeq = 0;
    const readyTimer = window.setTimeout(() => {
      if (!ready.current) latest.current.onUnavailable('The preview could not start: its runtime did not load.');
    }, READY_TIMEOUT_MS);
    // A replacement that stays silent may have been put in the stuck process.
    const replacementTimer = replacing.current
      ? window.setTimeout(() => {
          if (!ready.current && !document.hidden) replaceSilentFrames();
        }, UNRESPONSIVE_MS)
      : undefined;

    const onMessage = (event: MessageEvent) => {
      if (!frameRef.current || event.source !== frameRef.current.contentWindow) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          onFrameReady();
          break;
        case 'pong':
          pingSentAt.current = null;
          onFrameReady();
          break;
        case 'rendered':
          performance.mark('aquila:rendered');
          // Committed in this task: while Monaco loads, a scheduled render would wait behind its long
          // tasks, and the first preview would stay hidden for a fifth of a second after it was drawn.
          flushSync(() => latest.current.onRendered(message.runId));
          break;
        case 'height':
          latest.current.onContentHeight(Math.ceil(message.height));
          break;
        case 'escape':
          latest.current.onEscape();
          break;
        case 'event':
          latest.current.onEvent?.(message.name, message.payload);
          break;
        case 'error':
          if (message.stopped) latest.current.onStopped();
          else latest.current.onRuntimeError(message.runId, message.message, message.stack);
          break;
      }
    };
    window.addEventListener('message', onMessage);

    const heartbeat = window.setInterval(() => {
      // A hidden tab's timers are throttled: silence then says nothing about the frame.
      if (!ready.current || document.hidden) return;
      if (pingSentAt.current !== null && Date.now() - pingSentAt.current > UNRESPONSIVE_MS) {
        // Removing the frames ends whatever they are stuck in; the culprit's waits for the next edit.
        replaceEveryFrame();
        return;
      }
      if (pingSentAt.current === null) {
        pingSentAt.current = Date.now();
        send({ type: 'ping', seq: ++pingSeq });
      }
    }, HEARTBEAT_MS);

    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(heartbeat);
      window.clearTimeout(readyTimer);
      window.clearTimeout(replacementTimer);
    };
    // onFrameReady reads only refs; the listener and the heartbeat belong to one frame document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [srcDoc, generation]);

  // Sent during commit, not after the next paint: the preview is the point of every keystroke.
  useLayoutEffect(() => {
    if (ready.current && run) sendRun(run);
    // sendRun reads only refs: a new run is what sends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run]);

  useEffect(() => {
    if (ready.current) send({ type: 'theme', theme });
  }, [theme]);

  if (removed) return <div className="playground-preview__frame" style={{ height }} />;
  return (
    <iframe
      key={`${generation}`}
      ref={frameRef}
      className="playground-preview__frame"
      title={title}
      // Scripts only, never allow-same-origin: edited code cannot reach the site's storage, cookies or DOM.
      sandbox="allow-scripts"
      srcDoc={srcDoc}
      onLoad={onFrameLoad}
      style={{ height }}
    />
  );
}

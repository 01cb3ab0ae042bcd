import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FrameConnection, type FrameMessage, type FrameRun } from './frame-connection';
import { pageWatchdog } from './watchdog';
import type { ConsoleBatch } from '../runtime/console-types';
import type { PressTarget } from '../runtime/press-target';
import type { ExampleSurround } from '../../shared/example-surround';

/** What a preview frame is given (the run, the theme) and the callbacks it reports to. */
export interface PreviewFrameOptions {
  run: FrameRun | null;
  theme: string;
  /** A library component whose callback props are reported through `onEvent` as they fire. */
  observe?: string;
  /** The direction and language the frame shows the run in (a demo's toolbar chooses them); a change reruns it. */
  surround?: ExampleSurround;
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
  onEvent?: (name: string, payload: string) => void;
  /** A run was sent to a frame (again, after a new frame document): its console starts from here. */
  onRunSent?: (runId: number) => void;
  /** What the demo logged, one batch per turn of the frame's event loop. */
  onConsole?: (batch: ConsoleBatch) => void;
  /** A control to press once the frame has rendered a run: a press made on the sample before the frame ran it. */
  press?: PressTarget | null;
  /** The press has been sent to the frame: the caller forgets it, so it is sent once. */
  onPressSent?: () => void;
  /** Whether the frame reports the demo's markup (`onMarkup`): only while someone looks at it. */
  watchMarkup?: boolean;
  /** The demo's markup, while `watchMarkup` is on: at once, then each time it has changed. */
  onMarkup?: (html: string) => void;
}

const UNAVAILABLE_MESSAGE = 'The preview could not start: its runtime did not load.';

/**
 * One preview frame's life: a connection to each frame it renders (made in the commit that puts the
 * frame in, before it can load), the page's watchdog over it, and the runs and theme it is sent.
 * `srcDoc` is the frame's document; a new one starts a new handshake. Returns what the frame element
 * needs: its ref and load handler, its key (`generation`, new for each replacement), and whether it is
 * `removed` (between taking a hung frame out and creating its successor).
 */
export function usePreviewFrame(srcDoc: string, props: PreviewFrameOptions) {
  const { run, theme } = props;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const connectionRef = useRef<FrameConnection | null>(null);
  const [generation, setGeneration] = useState(0);
  /** True between removing a hung frame and creating its successor. */
  const [removed, setRemoved] = useState(false);
  const [watched] = useState(() => pageWatchdog.watch());
  const pressSent = useRef<PressTarget | null>(null);
  /** The frame's document has rendered a run: a press can be sent to it as soon as it is made. */
  const hasRendered = useRef(false);

  const sendRun = useEffectEvent((connection: FrameConnection | null, next: FrameRun) => {
    watched.runSent();
    if (!connection) return;
    props.onRunSent?.(next.runId);
    connection.run(next, props.observe, props.surround);
  });

  const onAnswer = useEffectEvent((connection: FrameConnection) => {
    if (!watched.answered()) return;
    performance.mark('aquila:frame-ready');
    connection.setTheme(props.theme);
    // A new frame document reports no markup until asked.
    if (props.watchMarkup) connection.watchMarkup(true);
    if (props.run && watched.mayRun(props.run.runId)) sendRun(connection, props.run);
  });

  // Once for each press, even should another run render before the caller has forgotten it.
  const sendPress = useEffectEvent((connection: FrameConnection | null) => {
    if (!connection || !props.press || props.press === pressSent.current) return;
    pressSent.current = props.press;
    connection.press(props.press);
    props.onPressSent?.();
  });

  const onRendered = useEffectEvent((connection: FrameConnection, runId: number) => {
    performance.mark('aquila:rendered');
    hasRendered.current = true;
    // Committed in this task: while Monaco loads, a scheduled render would wait behind its long
    // tasks, and the first preview would stay hidden for a fifth of a second after it was drawn.
    flushSync(() => props.onRendered(runId));
    sendPress(connection);
  });

  // A press that comes once the frame has already rendered (made on the sample as the frame's first
  // run arrived) goes at once: no later run would carry it.
  const press = props.press;
  useEffect(() => {
    if (press && hasRendered.current) sendPress(connectionRef.current);
  }, [press]);
  const onContentHeight = useEffectEvent((height: number) => props.onContentHeight(Math.ceil(height)));
  const onEscape = useEffectEvent(() => props.onEscape());
  const onEvent = useEffectEvent((name: string, payload: string) => props.onEvent?.(name, payload));
  const onConsole = useEffectEvent((batch: ConsoleBatch) => props.onConsole?.(batch));
  const onMarkup = useEffectEvent((html: string) => props.onMarkup?.(html));
  const onError = useEffectEvent((error: FrameMessage<'error'>) => {
    if (error.stopped) props.onStopped();
    else props.onRuntimeError(error.runId, error.message, error.stack);
  });
  const onStopped = useEffectEvent(() => props.onStopped());
  const onUnavailable = useEffectEvent(() => props.onUnavailable(UNAVAILABLE_MESSAGE));
  const currentRun = useEffectEvent(() => props.run?.runId ?? null);

  // One of the page's frames: any of them is replaced when one hangs.
  useEffect(
    () =>
      watched.attach({
        ping: (seq) => connectionRef.current?.ping(seq),
        currentRun: () => currentRun(),
        hung: () => onStopped(),
        // Every frame leaves the page in this commit; the new ones come after the watchdog's pause.
        remove: () => setRemoved(true),
        recreate: () => {
          setRemoved(false);
          setGeneration((value) => value + 1);
        },
        unavailable: () => onUnavailable(),
      }),
    [watched],
  );

  // A new document (the HTML file changed, or a hung frame was replaced) starts not ready, with a
  // connection of its own; this runs during commit, before the new frame can possibly load or post.
  useLayoutEffect(() => {
    watched.newDocument();
    hasRendered.current = false;
    const frame = frameRef.current;
    if (!frame) return; // Removed: no frame until its successor.
    const connection = new FrameConnection(frame);
    connectionRef.current = connection;
    connection.on('ready', () => onAnswer(connection));
    connection.on('pong', () => {
      watched.pong();
      onAnswer(connection);
    });
    connection.on('rendered', (message) => onRendered(connection, message.runId));
    connection.on('height', (message) => onContentHeight(message.height));
    connection.on('escape', () => onEscape());
    connection.on('event', (message) => onEvent(message.name, message.payload));
    connection.on('error', (message) => onError(message));
    connection.on('console', (message) => onConsole(message));
    connection.on('markup', (message) => onMarkup(message.html));
    return () => {
      connection.dispose();
      connectionRef.current = null;
    };
  }, [watched, srcDoc, generation, removed]);

  // The ready timeout and the heartbeat belong to one frame document.
  useEffect(() => watched.watchDocument(), [watched, srcDoc, generation]);

  // Sent during commit, not after the next paint: the preview is the point of every keystroke. A new
  // direction or language sends the same run again, to be rendered in them.
  const dir = props.surround?.dir;
  const locale = props.surround?.locale;
  useLayoutEffect(() => {
    if (watched.isReady && run) sendRun(connectionRef.current, run);
  }, [watched, run, dir, locale]);

  useEffect(() => {
    if (watched.isReady) connectionRef.current?.setTheme(theme);
  }, [watched, theme]);

  const watchMarkup = props.watchMarkup ?? false;
  useEffect(() => {
    if (watched.isReady) connectionRef.current?.watchMarkup(watchMarkup);
  }, [watched, watchMarkup]);

  // The frame says 'ready' when its runtime has run; its load event sends a ping as well, so the
  // handshake does not rest on one message: whichever answer comes first makes the frame ready, and a
  // runtime that failed to load never answers (the ready timeout reports it).
  const onLoad = () => connectionRef.current?.ping(0);

  return { frameRef, generation, removed, onLoad };
}

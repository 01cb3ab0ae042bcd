import { useRef, type ComponentType, type ReactNode } from 'react';
import { pressTargetAt, type PressTarget } from '../playground/runtime/press-target';
import { PRESS_AREA_ATTRIBUTE } from '../shared/app-ready';

/** What the page draws of the sample before the frame runs it. */
export type DrawnSample =
  /** The sample itself, from its own code: its controls can be found again in the frame. */
  | { kind: 'sample'; Component: ComponentType }
  /** A picture of a sample that opens an overlay, open: a press on it presses nothing. */
  | { kind: 'still'; Component: ComponentType };

interface RestingSampleProps {
  /** Undefined when the page draws nothing of the sample (it runs only in the frame). */
  drawn: DrawnSample | undefined;
  minHeight?: number;
  /** Under the sample, where the frame will have its bar: the way to start it, or its progress. */
  status: ReactNode;
  /** A press on what is drawn, with the control it was on when the frame can press that control again. */
  onPress: (target: PressTarget | null) => void;
}

/**
 * The configurator's sample before its frame runs: drawn in the page, inert, from the first paint. A press
 * on it is reported with the control under the pointer (found by the boxes drawn, as the inert sample
 * takes no events itself); a still, a picture, is hidden from assistive technology and reports no control.
 */
export function RestingSample({ drawn, minHeight, status, onPress }: RestingSampleProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  if (!drawn) {
    return (
      <div className="configurator__stage configurator__stage--resting" style={{ minHeight }}>
        {status}
      </div>
    );
  }
  const still = drawn.kind === 'still';
  return (
    // Pointer only: the sample is inert, so no key reaches it; the Start button is the keyboard's way.
    <div
      className="configurator__resting"
      // A press before the page is live is held and replayed here, at its place (index.html's early presses).
      {...{ [PRESS_AREA_ATTRIBUTE]: '' }}
      onClick={(event) => onPress(!still && stageRef.current ? pressTargetAt(stageRef.current, event.clientX, event.clientY) : null)}
    >
      <div
        ref={stageRef}
        className="configurator__stage"
        data-still={still ? '' : undefined}
        style={{ minHeight }}
        inert
        aria-hidden={still || undefined}
      >
        <drawn.Component />
      </div>
      <div className="configurator__status-row">{status}</div>
    </div>
  );
}

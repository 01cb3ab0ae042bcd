import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useEffectEvent, useReducedMotion } from '../core/index.ts';

/** The person's own choice through the rotation button; 'auto' until they make one. */
type Choice = 'auto' | 'playing' | 'paused';

interface RotationOptions {
  /** Whether the carousel plays by itself (autoPlay). */
  autoPlay: boolean;
  /** How long each slide shows, in ms; 0 or less never moves. */
  interval: number;
  /** How many slides there are; one slide has nowhere to go. */
  count: number;
  /** The slide shown: each change starts the wait for the next one afresh. */
  index: number;
  /** Shows the next slide. */
  advance: () => void;
}

/**
 * Automatic rotation as the WAI-ARIA carousel pattern asks for it. It stops while the pointer is over the
 * carousel or keyboard focus is inside it, so nothing moves under someone reading or operating it, and it
 * starts stopped when the system asks for reduced motion. The rotation button overrides all of that: once
 * the person presses Play it keeps playing, and once they press Stop it stays stopped.
 */
export function useRotation({ autoPlay, interval, count, index, advance }: RotationOptions) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<Choice>('auto');
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  // Focus that a press brings (a click on Next) is the pointer's, which `hovered` already covers; only focus
  // that arrives without a press is the keyboard's, and it keeps rotation stopped until it leaves.
  const pressed = useRef(false);

  const available = autoPlay && interval > 0 && count > 1;
  const on = available && (choice === 'playing' || (choice === 'auto' && !reducedMotion));
  const rotating = on && (choice === 'playing' || (!hovered && !keyboardFocus));

  const advanceNow = useEffectEvent(advance);
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => advanceNow(), interval);
    return () => clearTimeout(timer);
  }, [rotating, interval, index]);

  return {
    /** Whether there is automatic play to start or stop: the rotation button is shown. */
    available,
    /** Whether automatic play is on (though hover or focus may be holding it). */
    on,
    /** Whether the slides are moving by themselves right now. */
    rotating,
    toggle: () => setChoice(on ? 'paused' : 'playing'),
    /** Handlers for the carousel's root element. */
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => {
        setHovered(false);
        pressed.current = false;
      },
      onPointerDown: () => {
        pressed.current = true;
      },
      // A press moves focus before it ends, so by now any focus it brought has been seen.
      onPointerUp: () => {
        pressed.current = false;
      },
      onFocus: () => {
        if (!pressed.current) setKeyboardFocus(true);
        pressed.current = false;
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
      },
    },
  };
}

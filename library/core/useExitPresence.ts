import { useLayoutEffect, useState } from 'react';
import { prefersReducedMotion } from './reducedMotion.ts';

interface MotionEvents {
  animation: AnimationEvent;
  transition: TransitionEvent;
}

/** The closing motion an element runs: how long it lasts in ms, and which of its end events is its own. */
export interface ExitMotion<Kind extends keyof MotionEvents> {
  ms: number;
  ends: (event: MotionEvents[Kind]) => boolean;
}

/**
 * What usePresence (CSS animations) and useTransitionPresence (CSS transitions) share: mounted at
 * once when `open` turns true; after it turns false, until the motion that `exitMotion` reads from
 * the committed closed state of `node` ends (its `…end` or `…cancel` event on `node` itself) or,
 * should the browser not report that, its duration has passed. Without such a motion, or when the
 * person asks for reduced motion, it unmounts at once. Pass `exitMotion` from module scope: it is an
 * effect dependency.
 */
export function useExitPresence<Kind extends keyof MotionEvents>(
  open: boolean,
  node: HTMLElement | null,
  kind: Kind,
  exitMotion: (node: HTMLElement) => ExitMotion<Kind> | null,
): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  // A layout effect: content without an exit motion leaves before the closed state is painted.
  useLayoutEffect(() => {
    if (open || !mounted) return;
    const motion = node && !prefersReducedMotion() ? exitMotion(node) : null;
    if (!node || !motion) {
      // The exit motion is known only from the committed closed state's style: React's measure-then-
      // update case for a layout effect, where the second render is the point (it happens before paint).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setMounted(false);
      return;
    }
    // An event bubbling up from a child is that child's motion, not this one's.
    const finish = (event: Event) => {
      if (event.target === node && motion.ends(event as MotionEvents[Kind])) setMounted(false);
    };
    const timer = window.setTimeout(() => setMounted(false), motion.ms);
    node.addEventListener(`${kind}end`, finish);
    node.addEventListener(`${kind}cancel`, finish);
    return () => {
      window.clearTimeout(timer);
      node.removeEventListener(`${kind}end`, finish);
      node.removeEventListener(`${kind}cancel`, finish);
    };
  }, [open, mounted, node, kind, exitMotion]);

  return mounted;
}

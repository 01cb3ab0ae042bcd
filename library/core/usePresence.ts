import { useLayoutEffect, useState } from 'react';
import { prefersReducedMotion } from './reducedMotion.ts';

/** Seconds from a CSS time list's first entry ("0.5s", "300ms"). */
const seconds = (time: string) => {
  const first = time.split(',')[0].trim();
  return first.endsWith('ms') ? parseFloat(first) / 1000 : parseFloat(first) || 0;
};

/** The exit animation the element is running and how long it lasts in ms, or null when it has none. */
function exitAnimation(node: HTMLElement): { name: string; ms: number } | null {
  const { animationName, animationDuration, animationDelay } = getComputedStyle(node);
  const name = animationName?.split(',')[0].trim();
  const ms = (seconds(animationDuration ?? '') + seconds(animationDelay ?? '')) * 1000;
  if (!name || name === 'none' || !(ms > 0)) return null;
  return { name, ms };
}

/**
 * Keeps an overlay mounted after `open` turns false until its CSS exit animation has played, so it
 * can fade or slide out instead of vanishing. The animation is whatever the element's closed state
 * runs (`data-state="closed"`); without one, or when the person asks for reduced motion, it
 * unmounts at once. It ends on `animationend` of that animation — the entry one may still report
 * its own end — or, should the browser not report it (a hidden tab, an element that stopped
 * rendering), once the animation's duration has passed.
 */
export function usePresence(open: boolean, node: HTMLElement | null): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  // A layout effect: an overlay without an exit animation leaves before the closed state is painted.
  useLayoutEffect(() => {
    if (open || !mounted) return;
    const animation = node && !prefersReducedMotion() ? exitAnimation(node) : null;
    if (!node || !animation) {
      // The exit animation is known only from the committed closed state's style: React's measure-then-
      // update case for a layout effect, where the second render is the point (it happens before paint).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setMounted(false);
      return;
    }
    const finish = (event: AnimationEvent) => {
      if (event.target === node && event.animationName === animation.name) setMounted(false);
    };
    const timer = window.setTimeout(() => setMounted(false), animation.ms);
    node.addEventListener('animationend', finish);
    node.addEventListener('animationcancel', finish);
    return () => {
      window.clearTimeout(timer);
      node.removeEventListener('animationend', finish);
      node.removeEventListener('animationcancel', finish);
    };
  }, [open, mounted, node]);

  return mounted;
}

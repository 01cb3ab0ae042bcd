import { useExitPresence, type ExitMotion } from './useExitPresence.ts';

/** Seconds from a CSS time list's first entry ("0.5s", "300ms"). */
const seconds = (time: string) => {
  const first = time.split(',')[0].trim();
  return first.endsWith('ms') ? parseFloat(first) / 1000 : parseFloat(first) || 0;
};

/** The exit animation the element is running, how long it lasts in ms and which end is its own, or null when it has none. */
function exitAnimation(node: HTMLElement): ExitMotion<'animation'> | null {
  const { animationName, animationDuration, animationDelay } = getComputedStyle(node);
  const name = animationName?.split(',')[0].trim();
  const ms = (seconds(animationDuration ?? '') + seconds(animationDelay ?? '')) * 1000;
  if (!name || name === 'none' || !(ms > 0)) return null;
  return { ms, ends: (event) => event.animationName === name };
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
  return useExitPresence(open, node, 'animation', exitAnimation);
}

import { useExitPresence, type ExitMotion } from './useExitPresence.ts';

/** ms from one entry of a CSS time list ("0.2s", "150ms"). */
const ms = (time: string | undefined) => {
  const value = (time ?? '').trim();
  return value.endsWith('ms') ? parseFloat(value) : (parseFloat(value) || 0) * 1000;
};

/**
 * The transition that ends last on the element and when, or null when it has none. CSS repeats the
 * duration and delay lists to cover every property, so the i-th property takes their i-th entry, cyclically.
 */
function longestTransition(node: HTMLElement): ExitMotion<'transition'> | null {
  const style = getComputedStyle(node);
  const properties = (style.transitionProperty ?? '').split(',').map((property) => property.trim());
  const durations = (style.transitionDuration ?? '').split(',');
  const delays = (style.transitionDelay ?? '').split(',');
  let longest: { property: string; ms: number } | null = null;
  for (const [index, property] of properties.entries()) {
    if (!property || property === 'none') continue;
    const total = ms(durations[index % durations.length]) + ms(delays[index % delays.length]);
    if (total > 0 && (!longest || total > longest.ms)) longest = { property, ms: total };
  }
  if (!longest) return null;
  const { property } = longest;
  return { ms: longest.ms, ends: (event) => property === 'all' || event.propertyName === property };
}

/**
 * Whether content inside `node` should be mounted: at once when `open` turns true (so it is there for
 * the opening transition), and after `open` turns false until the CSS transition the closed state
 * starts on `node` has ended (a region folding its height with its content still in it). Without a
 * transition, or when the person asks for reduced motion, it unmounts at once. The transition that
 * ends last decides; should the browser not report its end (nothing changed, the element is not
 * rendered), its duration decides. `usePresence` is the same for CSS animations.
 */
export function useTransitionPresence(open: boolean, node: HTMLElement | null): boolean {
  return useExitPresence(open, node, 'transition', longestTransition);
}

import { useEffect, useState } from 'react';

/** The name of the animation the element is running, or null when it has none (no CSS, reduced motion). */
function runningAnimation(node: HTMLElement): string | null {
  const { animationName, animationDuration } = getComputedStyle(node);
  if (!animationName || animationName === 'none' || !(parseFloat(animationDuration) > 0)) return null;
  return animationName;
}

/**
 * Keeps an element mounted after `open` turns false until its exit animation has played,
 * so it can fade out instead of vanishing. Without an exit animation it unmounts at once.
 */
export function usePresence(open: boolean, node: HTMLElement | null): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return;
    const exitAnimation = node ? runningAnimation(node) : null;
    if (!node || !exitAnimation) {
      setMounted(false);
      return;
    }
    // Only the exit animation counts: the entry one may still report its own end or cancellation.
    const finish = (event: AnimationEvent) => {
      if (event.target === node && event.animationName === exitAnimation) setMounted(false);
    };
    node.addEventListener('animationend', finish);
    node.addEventListener('animationcancel', finish);
    return () => {
      node.removeEventListener('animationend', finish);
      node.removeEventListener('animationcancel', finish);
    };
  }, [open, mounted, node]);

  return mounted;
}

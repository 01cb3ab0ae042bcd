import { vi } from 'vitest';

/** The animation properties an element would have with the component's stylesheet applied. */
export type AnimationStyle = { animationName: string; animationDuration: string; animationDelay?: string };

/**
 * jsdom applies no component stylesheets (they are not loaded in unit tests), so overlays would find no
 * exit animation and leave at once. This makes `getComputedStyle` report, for the elements `animationOf`
 * answers, the animation their stylesheet gives them; everything else is left as jsdom computes it.
 * Restored by `vi.restoreAllMocks()`.
 */
export function mockCssAnimation(animationOf: (element: Element) => AnimationStyle | null) {
  // A second call replaces the first rather than wrapping it (a shared suite and its file may both call it).
  if (vi.isMockFunction(window.getComputedStyle)) window.getComputedStyle.mockRestore();
  const realGetComputedStyle = window.getComputedStyle;
  return vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = realGetComputedStyle(element, pseudo);
    const animation: Record<string, string> | null = pseudo ? null : animationOf(element);
    if (!animation) return style;
    return new Proxy(style, {
      get: (target, key) => {
        if (typeof key === 'string' && key in animation) return animation[key];
        const value = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  });
}

/** The drawer panel's animations, as Drawer.scss gives them: slide in, or slide out once closed, over 0.5 s. */
export const drawerAnimation = (element: Element): AnimationStyle | null =>
  element.classList.contains('aq-drawer')
    ? {
        animationName: element.getAttribute('data-state') === 'closed' ? 'aq-drawer-slide-out' : 'aq-drawer-slide-in',
        animationDuration: '0.5s',
      }
    : null;

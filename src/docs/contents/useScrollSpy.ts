import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last of `ids` whose element has reached the reading line
 * (`offset` px below the top of the window, under the sticky bars), or the first when none has; at
 * the page's bottom, the last one that shows, since a short last section never reaches the line.
 */
export function useScrollSpy(ids: readonly string[], offset: number): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const elements = list.map((id) => document.getElementById(id));
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let found: string | null = null;
      elements.forEach((element, index) => {
        if (!element) return;
        const top = element.getBoundingClientRect().top;
        if (top <= offset || (atBottom && top < window.innerHeight)) found = list[index];
      });
      setCurrent(found ?? list.find((_, index) => elements[index]) ?? null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Sections below the examples (the API tables) arrive after the page: measure again as they do.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [key, offset]);
  return current;
}

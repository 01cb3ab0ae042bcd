import { useMemo, useSyncExternalStore } from 'react';
import { dayKey, makeDate } from './dates.ts';

/** Today's local day as a key: a snapshot that stays equal all day, so a re-render does not change it. */
const todayKey = (): string => dayKey(new Date());

/** No server knows the visitor's day: the server renders, and hydration first renders, without one. */
const unknownOnTheServer = (): null => null;

/** Tells React when the day may have changed: at local midnight, and when a hidden page is shown again. */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scheduleMidnight = () => {
    const now = new Date();
    const midnight = makeDate(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    timer = setTimeout(() => {
      onChange();
      scheduleMidnight();
    }, midnight.getTime() - now.getTime());
  };
  scheduleMidnight();
  // A sleeping computer or a background tab can fire the midnight timer late; showing the page checks again.
  document.addEventListener('visibilitychange', onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Today, at local midnight, in the visitor's timezone; `null` on a server and in the first render of a
 * page that hydrates server markup, where the day the server rendered on may not be the visitor's. It
 * turns to the day after hydration and changes at midnight. Render something that holds on any day while
 * it is `null` (an empty field, "this week"), and the markup matches wherever and whenever it was rendered.
 */
export function useToday(): Date | null {
  const key = useSyncExternalStore(subscribe, todayKey, unknownOnTheServer);
  return useMemo(() => {
    if (key === null) return null;
    const [year, month, day] = key.split('-').map(Number);
    return makeDate(year, month - 1, day);
  }, [key]);
}

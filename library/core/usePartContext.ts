import { useContext, type Context } from 'react';
import { warnOnce } from './warnOnce.ts';

/**
 * What a part reads from the component it belongs in (a carousel's item, a tab among its tabs). Outside
 * one it has nothing to show: null, and development is warned once, with `outside` saying where it must
 * go, that the part renders nothing.
 */
export function usePartContext<T>(context: Context<T | null>, outside: string): T | null {
  const value = useContext(context);
  if (!value) warnOnce(`Aquila UI: ${outside} It renders nothing.`);
  return value;
}

import { RENAMES } from 'aquila-ui/core';

/**
 * What 1.0 calls a prop of 0.x, read from the library's rename table (RENAMES), the one source of the
 * renames: the migration guide and the changelog compute 1.0's names here and never write them down.
 */
export interface OneOhProp {
  /** The 1.0 name; undefined when 1.0 has no prop in its place. */
  name?: string;
  /** The values renamed with it, 0.x → 1.0 (`'default'` → `'medium'`). */
  values?: Readonly<Record<string, string>>;
  /** For a 0.x prop 1.0 removed: what to do instead, in a sentence. */
  instead?: string;
}

/**
 * The 1.0 prop that took the place of `component`'s 0.x prop `zeroX`: its rename, its removal, or the same
 * name when neither is listed. A rename that holds only for some values (Divider's 0.x `orientation`,
 * whose 1.0 name is `labelPosition` for `'left' | 'center' | 'right'`) applies whole here: those values are
 * all the 0.x prop took; the condition is there for code that already uses the 1.0 name.
 */
export function oneOhProp(component: string, zeroX: string): OneOhProp {
  const renames = RENAMES[component];
  const rename = renames?.renamed.find((entry) => entry.from === zeroX);
  if (rename) return { name: rename.to, values: rename.values };
  const removal = renames?.removed?.find((entry) => entry.from === zeroX);
  if (removal) return { name: removal.to, instead: removal.instead };
  return { name: zeroX };
}

/** The 1.0 name of `component`'s 0.x prop `zeroX`, or undefined when 1.0 has none. */
export const oneOhName = (component: string, zeroX: string): string | undefined => oneOhProp(component, zeroX).name;

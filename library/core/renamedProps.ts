import { RENAMES, type PropRemoval, type PropRename } from './renames.ts';
import { shownValue, warnOnce } from './warnOnce.ts';

/** What a component says in development of a prop given under its 0.x name. */
export const renamedPropWarning = (component: string, rename: PropRename): string =>
  `Aquila UI: ${component}'s "${rename.from}" is "${rename.to}" since 1.0`;

/** What a component says of a 0.x prop that 1.0 has no name for. */
export const removedPropWarning = (component: string, removal: PropRemoval): string =>
  `Aquila UI: ${component}'s "${removal.from}" is gone since 1.0: ${removal.instead}`;

/** What a component says of a value given as 0.x named it. */
export const renamedValueWarning = (component: string, prop: string, from: string, to: string): string =>
  `Aquila UI: ${component}'s ${prop} ${shownValue(from)} is ${shownValue(to)} since 1.0`;

/**
 * Development only: warns once of each prop in `props` given under a 0.x name, naming its 1.0 name, and
 * returns the props without them, so they do not reach the DOM as unknown attributes. The 0.x name is not
 * taken for the 1.0 one: TypeScript already refuses it, and a JavaScript user reads the warning. In
 * production `props` comes back as it is, and the table is not bundled.
 */
export function withoutRenamedProps<P extends object>(component: string, props: P): P {
  if (process.env.NODE_ENV === 'production') return props;
  const renames = RENAMES[component];
  if (!renames) return props;
  let rest: Record<string, unknown> | null = null;
  const drop = (name: string, message: string) => {
    warnOnce(message);
    rest ??= { ...(props as Record<string, unknown>) };
    delete rest[name];
  };
  for (const rename of renames.renamed) {
    // A name 1.0 still uses (for this prop's values, or for another prop) is the component's own.
    if (rename.from !== rename.to && !rename.onlyForValues && Object.hasOwn(props, rename.from)) {
      drop(rename.from, renamedPropWarning(component, rename));
    }
  }
  for (const removal of renames.removed ?? []) {
    if (Object.hasOwn(props, removal.from)) drop(removal.from, removedPropWarning(component, removal));
  }
  return (rest ?? props) as P;
}

/**
 * Development only: warns once when `value`, given to `prop`, is a value as 0.x named it (Avatar's
 * `size="default"`), or the value of a 0.x prop whose name 1.0 gives to another (Divider's
 * `orientation="left"`). Returns whether it warned, so the component need not warn of the value again.
 */
export function warnRenamedValue(component: string, prop: string, value: unknown): boolean {
  if (process.env.NODE_ENV === 'production' || typeof value !== 'string') return false;
  for (const rename of RENAMES[component]?.renamed ?? []) {
    if (rename.onlyForValues && rename.from === prop && rename.onlyForValues.includes(value)) {
      warnOnce(`${renamedPropWarning(component, rename)} (${shownValue(value)})`);
      return true;
    }
    const renamedTo = rename.to === prop && rename.values && Object.hasOwn(rename.values, value) ? rename.values[value] : undefined;
    if (renamedTo !== undefined) {
      warnOnce(renamedValueWarning(component, prop, value, renamedTo));
      return true;
    }
  }
  return false;
}

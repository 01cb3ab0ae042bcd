import * as React from 'react';
import { EVENT_PROP } from './protocol';

type Report = (name: string, args: unknown[]) => void;

/**
 * The component, with each callback prop the code gives it reported as it fires and then called as
 * given. Callbacks the code leaves out stay out: adding one changes what some components render
 * (a tag with `onClose` shows its close button).
 */
export function observeComponent(Component: React.ElementType, report: Report): React.ComponentType<Record<string, unknown>> {
  function Observed(props: Record<string, unknown>) {
    const latest = React.useRef(props);
    React.useLayoutEffect(() => {
      latest.current = props;
    });
    const key = Object.keys(props)
      .filter((name) => EVENT_PROP.test(name) && typeof props[name] === 'function')
      .join(',');
    // Stable wrappers while the same callbacks are given: a new function each render would re-run the
    // component's effects that depend on them.
    const handlers = React.useMemo(
      () =>
        Object.fromEntries(
          key
            .split(',')
            .filter(Boolean)
            .map((name) => [
              name,
              (...args: unknown[]) => {
                report(name, args);
                return (latest.current[name] as (...values: unknown[]) => unknown)(...args);
              },
            ]),
        ),
      [key],
    );
    return React.createElement(Component, { ...props, ...handlers });
  }
  Observed.displayName = `Observed(${typeof Component === 'string' ? Component : (Component.displayName ?? Component.name)})`;
  return Observed;
}

/** The frame's modules with the library's `name` swapped for its observed version in every entry that exports it. */
export function withObserved(modules: Record<string, unknown>, name: string, report: Report): Record<string, unknown> {
  const result = { ...modules };
  let observed: React.ComponentType<Record<string, unknown>> | undefined;
  for (const [specifier, module] of Object.entries(modules)) {
    const exports = module as Record<string, unknown>;
    if (!specifier.startsWith('aquila-ui') || !exports[name]) continue;
    observed ??= observeComponent(exports[name] as React.ElementType, report);
    result[specifier] = { ...exports, [name]: observed };
  }
  return result;
}

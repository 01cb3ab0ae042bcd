import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { RENAMES } from '../../library/core/renames.ts';
import { removedPropWarning, renamedPropWarning } from '../../library/core/renamedProps.ts';
import { watchWarnings } from './warnings.ts';

/** A value for a 0.x prop: a function for a handler, text otherwise. */
const sampleValue = (name: string): unknown => (/^on[A-Z]/.test(name) ? () => {} : 'x');

/**
 * The shared contract of 1.0's names: each 0.x prop of `component` (as the rename table lists it) given
 * in development warns once, naming its 1.0 name, and does not reach the DOM as an attribute.
 * `renderWith(props)` renders the component with those props added to what it needs.
 */
export function itWarnsOfItsZeroXNames(component: string, renderWith: (props: Record<string, unknown>) => ReactElement) {
  const { renamed, removed = [] } = RENAMES[component];
  const cases = [
    ...renamed
      .filter((entry) => entry.from !== entry.to && !entry.onlyForValues)
      .map((entry) => [entry.from, renamedPropWarning(component, entry)]),
    ...removed.map((entry) => [entry.from, removedPropWarning(component, entry)]),
  ];
  if (cases.length === 0) return;
  it.each(cases)(`warns of 0.x's "%s", naming what 1.0 calls it`, (from, message) => {
    const warn = watchWarnings();
    const { container } = render(renderWith({ [from]: sampleValue(from) }));
    expect(warn).toHaveBeenCalledWith(message);
    expect(warn.mock.calls.filter(([text]) => text === message)).toHaveLength(1);
    expect(container.querySelector(`[${from.toLowerCase()}]`)).toBeNull();
  });
}

// @vitest-environment node
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runElsewhere, type Somewhere } from '../tests/unit/elsewhere';

// Every example, rendered as a server would: in Node, with no window and no document. A component that
// touches either while rendering (rather than in an effect) fails here.
const modules = import.meta.glob<{ default: ComponentType }>('./*/*-demo*/*-demo*.tsx', { eager: true });
/** An example is the module named as its folder (`button/button-demo1/button-demo1.tsx`); other files are its parts. */
const demos = Object.entries(modules)
  .filter(([file]) => {
    const [, , folder, name] = file.split('/');
    return name === `${folder}.tsx`;
  })
  .map(([file, module]) => [file.split('/')[2], module.default] as const);

// The site renders its pages on the build machine, and browsers hydrate them anywhere, any day later.
// Two far-apart days, on either side of the date line, with other default locales: a page's markup
// must not change with any of them.
const BUILD_MACHINE: Somewhere = { now: new Date('2026-11-28T23:30:00Z'), timeZone: 'Pacific/Kiritimati' };
const ELSEWHERE_LATER: Somewhere = { now: new Date('2028-02-29T05:00:00Z'), timeZone: 'Pacific/Pago_Pago', locale: 'ar-EG' };

describe('server rendering', () => {
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterAll(() => vi.useRealTimers());

  it('runs without a DOM, every example', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(demos.length).toBeGreaterThan(90);
  });

  it('sees the clock, the timezone and the locale change between the two renders', () => {
    const describeHere = () => `${new Date().getDate()} ${new Date().getHours()} ${(1234.5).toLocaleString()}`;
    expect(runElsewhere(BUILD_MACHINE, describeHere)).toBe('29 13 1,234.5');
    expect(runElsewhere(ELSEWHERE_LATER, describeHere)).toBe('28 18 ١٬٢٣٤٫٥');
  });

  it.each(demos)('renders %s the same on any day, anywhere', (_, Demo) => {
    const built = runElsewhere(BUILD_MACHINE, () => renderToString(<Demo />));
    expect(runElsewhere(ELSEWHERE_LATER, () => renderToString(<Demo />))).toBe(built);
  });
});

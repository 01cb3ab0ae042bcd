// @vitest-environment node
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

// Each page's first example, rendered as a server would: in Node, with no window and no document.
// A component that touches either while rendering (rather than in an effect) fails here.
const firstDemos = import.meta.glob<{ default: ComponentType }>('./*/*-demo1/*-demo1.tsx', { eager: true });

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(Object.keys(firstDemos).length).toBeGreaterThan(20);
  });

  it.each(Object.entries(firstDemos).map(([file, module]) => [file.split('/')[1], module.default]))(
    'renders the first %s example to HTML',
    (_, Demo) => {
      const html = renderToString(<Demo />);
      expect(html.length).toBeGreaterThan(0);
    },
  );
});

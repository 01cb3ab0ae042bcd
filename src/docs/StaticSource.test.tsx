import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { PrerenderContext, type Prerender } from '../shared/prerender-context';
import { INLINE_SOURCE_LIMIT, StaticSource } from './StaticSource';
import { demoFiles } from '../../tests/unit/demo-files.ts';

const FILES = demoFiles('button-demo1', 'export default function Demo() {}', '.demo {}');
const prerender: Prerender = {
  highlight: (code) => `<span class="t-keyword">${code.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</span>`,
  demoSource: (_demoId, key) => FILES[key] ?? null,
  demoComponent: () => undefined,
};

/** Button's first demo as the prerender writes it into the page, in a detached element. */
function prerendered(context: Prerender) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <PrerenderContext.Provider value={context}>
      <StaticSource demoId="button-demo1" />
    </PrerenderContext.Provider>,
  );
  return container;
}

describe('StaticSource', () => {
  it('holds the demo’s code files, named and highlighted, behind a Show code that needs no script', () => {
    const container = prerendered(prerender);
    const details = container.querySelector('details')!;
    expect(details.querySelector('summary')).toHaveTextContent('Show code');
    // Not the page every demo mounts into.
    expect([...details.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual([
      'button-demo1.tsx',
      'button-demo1.scss',
    ]);
    expect([...details.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      FILES['button-demo1.tsx'],
      FILES['button-demo1.scss'],
    ]);
    expect(details.querySelectorAll('.t-keyword')).toHaveLength(2);
  });

  it('links a file too long to write into the page', () => {
    const long: Prerender = {
      ...prerender,
      demoSource: (_demoId, key) => (key === 'button-demo1.tsx' ? 'x'.repeat(INLINE_SOURCE_LIMIT + 1) : FILES[key]),
    };
    const container = prerendered(long);
    const link = container.querySelector('a')!;
    expect(link).toHaveTextContent('Open button-demo1.tsx (8 KB)');
    expect(link).toHaveAttribute('href', '/assets/demos/button/button-demo1/button-demo1.tsx');
    expect(container.querySelectorAll('code')).toHaveLength(1);
  });

  it('hydrates by taking the files up from the document, with no texts of its own', async () => {
    const container = prerendered(prerender);
    document.body.append(container);
    const before = container.innerHTML;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <StaticSource demoId="button-demo1" />);
    });
    expect(container.innerHTML).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});

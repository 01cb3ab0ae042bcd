import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { HighlightedCode } from './HighlightedCode';
import { PrerenderContext, type Prerender } from './prerender-context';

const highlightSpy = vi.hoisted(() => vi.fn(async (code: string) => `<span class="t-title">${code}</span>`));
vi.mock('./highlight', () => ({ highlight: highlightSpy }));

// The build's highlighter, reduced to what the test needs to tell its output apart.
const prerender: Prerender = {
  highlight: (code) => `<span class="t-keyword">${code.slice(0, 6)}</span>${code.slice(6)}`,
  demoSource: () => null,
  demoComponent: () => undefined,
};

const CODE = "import { Button } from 'aquila-ui/button';";

/** The markup a page rendered ahead of time holds, in a container as the browser received it. */
function builtPage(ui: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PrerenderContext.Provider value={prerender}>{ui}</PrerenderContext.Provider>);
  document.body.append(container);
  return container;
}

afterEach(() => {
  highlightSpy.mockClear();
  document.body.innerHTML = '';
});

describe('HighlightedCode', () => {
  it('is highlighted by the build in a page rendered ahead of time', () => {
    const container = builtPage(<HighlightedCode code={CODE} language="typescript" />);
    expect(container.querySelector('code.highlighted .t-keyword')).toHaveTextContent('import');
    expect(container.querySelector('code')).toHaveTextContent(CODE);
  });

  it('hydrating takes the build’s highlighting up from the document, loading no highlighter', async () => {
    const ui = <HighlightedCode code={CODE} language="typescript" label="Import line" />;
    const container = builtPage(ui);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(screen.getByRole('region', { name: 'Import line' }).querySelector('.t-keyword')).toHaveTextContent('import');
    expect(highlightSpy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('code made in the browser shows as plain text, then highlighted in the browser', async () => {
    const { rerender } = render(<HighlightedCode code="let a = 1;" language="typescript" />);
    expect(document.querySelector('code')).toHaveTextContent('let a = 1;');
    expect(await screen.findByText('let a = 1;', { selector: '.t-title' })).toBeInTheDocument();
    rerender(<HighlightedCode code="let b = 2;" language="typescript" />);
    expect(await screen.findByText('let b = 2;', { selector: '.t-title' })).toBeInTheDocument();
    expect(highlightSpy).toHaveBeenCalledTimes(2);
  });

  it('a built block whose code then changes is highlighted afresh', async () => {
    const container = builtPage(<HighlightedCode code={CODE} language="typescript" />);
    const root = await act(async () => hydrateRoot(container, <HighlightedCode code={CODE} language="typescript" />));
    await act(async () => root.render(<HighlightedCode code="const changed = true;" language="typescript" />));
    expect(await screen.findByText('const changed = true;', { selector: '.t-title' })).toBeInTheDocument();
  });
});

describe('HighlightedCode copy button', () => {
  it('copies the code as written, not its highlighting, and says so', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    render(<HighlightedCode code={CODE} language="typescript" copyLabel="Copy the import line" />);
    await user.click(screen.getByRole('button', { name: 'Copy the import line' }));
    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('is left out where the code has a copy action of its own', () => {
    render(<HighlightedCode code={CODE} language="typescript" copyLabel={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';

// The page's marks are module state, as on a page: each test starts from a module of its own.
async function freshModules() {
  vi.resetModules();
  const ready = await import('./app-ready');
  const { HydrationBoundary } = await import('./HydrationBoundary');
  return { ...ready, HydrationBoundary };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-app-ready');
  document.documentElement.removeAttribute('data-app-hydrated');
  document.body.innerHTML = '';
});

describe('HydrationBoundary', () => {
  it('marks the page whole only once it answers and every boundary mounted with it has hydrated', async () => {
    const { boundaryPending, boundaryHydrated, markAppReady } = await freshModules();
    vi.useFakeTimers();
    const html = document.documentElement;
    const goneFirst = boundaryPending('first');
    boundaryPending('second');
    markAppReady();
    vi.runAllTimers();
    expect(html).toHaveAttribute('data-app-ready');
    expect(html).not.toHaveAttribute('data-app-hydrated');
    boundaryHydrated('second');
    vi.runAllTimers();
    expect(html).not.toHaveAttribute('data-app-hydrated');
    // A boundary that leaves the page before hydrating is waited for no more.
    goneFirst();
    vi.runAllTimers();
    expect(html).toHaveAttribute('data-app-hydrated');
    vi.useRealTimers();
  });

  it('counts a boundary rendered in the browser, whose content’s effect runs before its own, as hydrated', async () => {
    const { boundaryPending, boundaryHydrated, markAppReady } = await freshModules();
    vi.useFakeTimers();
    boundaryHydrated('rendered');
    boundaryPending('rendered');
    markAppReady();
    vi.runAllTimers();
    expect(document.documentElement).toHaveAttribute('data-app-hydrated');
    vi.useRealTimers();
  });

  it('hydrates built markup as it is, then answers a press inside, and marks the page whole', async () => {
    const { HydrationBoundary, markAppReady } = await freshModules();
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          Clicked {count} times
        </button>
      );
    }
    function Page() {
      useEffect(markAppReady, []);
      return (
        <main>
          <h1>Button</h1>
          <HydrationBoundary>
            <Counter />
          </HydrationBoundary>
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const built = container.innerHTML;
    expect(container.querySelector('main > h1 + div[data-hydrating] > button')).toHaveTextContent('Clicked 0 times');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // The markup as built, then the render straight after marks the part live.
    expect(built).toContain('data-hydrating=""');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelector('[data-hydrating]')).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve)));
    expect(document.documentElement).toHaveAttribute('data-app-hydrated');
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')).toHaveTextContent('Clicked 1 times');
  });
});

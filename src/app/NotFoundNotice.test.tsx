import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { NotFoundNotice, type NotFoundState } from './NotFoundNotice';
import { routes } from './router';

/** The site's own routes, starting at `path` (after the overview, so a new history entry would show). */
function renderSiteAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: ['/overview', path], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

// The pages are lazy modules: their first import, on a busy machine, takes longer than findBy's second.
const LOADED = { timeout: 10_000 };

const notice = () =>
  screen.findByText(/There is no page at/, {}, LOADED).then((text) => text.closest<HTMLElement>('[role="status"]')!);

describe('NotFoundNotice', () => {
  // The components section asks for its contributors: none, and no request leaves the test.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]')),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('lands a mistyped component in place on the categories, saying so and suggesting Button', async () => {
    const router = renderSiteAt('/components/buton');
    const status = await notice();
    expect(router.state.location.pathname).toBe('/components/categories');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(status).toHaveTextContent('There is no page at /components/buton. Did you mean: Button?');
    expect(within(status).getByRole('link', { name: 'Button' })).toHaveAttribute('href', '/components/button');
    // Above the page it landed on.
    expect(await screen.findByPlaceholderText('Search in components', {}, LOADED)).toBeInTheDocument();
    expect(status.compareDocumentPosition(screen.getByPlaceholderText('Search in components'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('lands an unknown top-level address on the overview, with nothing to suggest', async () => {
    const router = renderSiteAt('/no/such/page');
    const status = await notice();
    expect(router.state.location.pathname).toBe('/overview');
    expect(status).toHaveTextContent(/^There is no page at \/no\/such\/page\.$/);
    expect(within(status).queryByRole('link')).toBeNull();
  });

  it('lands an unknown guide on the guides, suggesting up to three pages', async () => {
    const router = renderSiteAt('/guides/tab');
    const status = await notice();
    expect(router.state.location.pathname).toBe('/guides');
    expect(
      within(status)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tabs', 'Table']);
  });

  it('shows nothing on a page reached by its own address', async () => {
    renderSiteAt('/overview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aquila UI' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByText(/There is no page at/)).toBeNull();
  });

  it('goes away on the next navigation', async () => {
    const router = renderSiteAt('/playgrond');
    await notice();
    await act(() => router.navigate('/components/categories'));
    await screen.findByPlaceholderText('Search in components', {}, LOADED);
    expect(screen.queryByText(/There is no page at/)).toBeNull();
  });

  it('is dismissed for good, focus moving on to the content', async () => {
    const user = userEvent.setup();
    const router = renderSiteAt('/playgrond');
    await notice();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/There is no page at/)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(router.state.location.pathname).toBe('/overview');
    expect(router.state.location.state).toBeNull();
  });

  it('is not in a page rendered ahead of time, and hydrating one whose entry has it does not mismatch', async () => {
    const entry = { pathname: '/overview', state: { notFound: '/overveiw' } satisfies NotFoundState };
    const page = (withState: boolean) => (
      <MemoryRouter initialEntries={[withState ? entry : entry.pathname]}>
        <main>
          <NotFoundNotice />
          <p>The page</p>
        </main>
      </MemoryRouter>
    );
    // On the server the notice renders nothing, whatever the entry holds.
    expect(renderToString(page(true))).toBe(renderToString(page(false)));

    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(true), { onRecoverableError: recoverable }));
    await waitFor(() => expect(within(container).getByRole('link', { name: 'Overview' })).toBeInTheDocument());
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoriesPage } from './CategoriesPage';
import { renderAt } from '../../../tests/unit/router';

const renderPage = () => renderAt('/', <CategoriesPage />);

const tiles = () => screen.queryAllByRole('listitem');

/** The live region that tells how many components the search finds (the page's Copy page has one of its own). */
const searchStatus = () => screen.getAllByRole('status').find((region) => /component/.test(region.textContent ?? ''));

describe('CategoriesPage', () => {
  it('lists all 30 components under their categories, each released one as a link to its page with its summary', () => {
    renderPage();
    expect(tiles()).toHaveLength(30);
    const forms = screen.getByRole('region', { name: 'Forms' });
    expect(within(forms).getByRole('link', { name: /^Button/ })).toHaveAttribute('href', '/components/button');
    expect(within(forms).getByRole('link', { name: /^Button/ })).toHaveTextContent('Starts an action');
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toHaveLength(7);
  });

  it('filters by title as the person types, case-insensitively', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByPlaceholderText('Search in components');
    await user.type(search, 'DRA');
    expect(tiles()).toHaveLength(1);
    expect(tiles()[0]).toHaveTextContent(/^Drawer/);
    // Only the category that still has a component keeps its heading.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Overlays']);
    expect(searchStatus()).toHaveTextContent('1 component');
  });

  it('says so when nothing matches, and restores everything when cleared', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByPlaceholderText('Search in components');
    await user.type(search, 'qwerty');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(searchStatus()).toHaveTextContent('No component matches “qwerty”.');
    await user.clear(search);
    expect(tiles()).toHaveLength(30);
  });
});

describe('CategoriesPage lead', () => {
  afterEach(() => {
    vi.doUnmock('../../demo-model/pages');
    vi.resetModules();
  });

  it('counts the components from the list and says nothing is still being built when every one has its page', () => {
    renderPage();
    const lead = screen.getByText(/components, each with live examples/);
    expect(lead).toHaveTextContent(/^30 components, each with live examples, its source and its API\.$/);
  });

  it('says how many are released when some have no page yet', async () => {
    vi.resetModules();
    vi.doMock('../../demo-model/pages', () => ({ AVAILABLE_PAGES: new Set(['button', 'badge']) }));
    const { CategoriesPage: WithTwoPages } = await import('./CategoriesPage');
    renderAt('/', <WithTwoPages />);
    expect(screen.getByText(/components, each with live examples/)).toHaveTextContent(
      '30 components, each with live examples, its source and its API. 2 are released; the rest are being built.',
    );
    expect(screen.getAllByText('Soon')).toHaveLength(28);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { COMPONENTS } from '../../data/components';
import { componentPath } from '../../data/routes';
import { AVAILABLE_PAGES } from '../../demo-model/pages';
import { shareFromHash } from '../../demo-model/share/hash';
import { decodeWorkspace } from '../../workspace/share';
import { HERO_SOURCE } from './heroExampleFiles';
import { OverviewPage } from './OverviewPage';
import { renderAt } from '../../../tests/unit/router';

/** Where the router went: the overview's links and its Edit button are checked by the address they reach. */
function Address() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Address">{pathname + hash}</output>;
}

/** The overview, once its three code blocks have their highlighting (which arrives after the first render). */
async function renderOverview() {
  const view = renderAt(
    '/overview',
    <Routes>
      <Route path="/overview" element={<OverviewPage />} />
      <Route path="*" element={<Address />} />
    </Routes>,
  );
  await waitFor(() => expect(view.container.querySelectorAll('code.highlighted')).toHaveLength(3), LAZY);
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });
/** What arrives by a lazy import (the highlighter, the dialog, the link's codec) may take a while on a busy machine. */
const LAZY = { timeout: 10_000 };

describe('OverviewPage', () => {
  it('has one h1 and a heading for each section', async () => {
    await renderOverview();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Aquila UI']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'The hard parts, done',
      'Why Aquila UI',
      'Every component, by category',
      'Get started',
    ]);
  });

  it('counts the released components in its pitch, and its calls to action are links', async () => {
    await renderOverview();
    expect(screen.getByText(/accessible React components/)).toHaveTextContent(
      `${COMPONENTS.filter((entry) => AVAILABLE_PAGES.has(entry.path)).length} accessible React components, from a button to a range date picker and an image cropper`,
    );
    const hero = region('Aquila UI');
    expect(within(hero).getByRole('link', { name: 'Browse components' })).toHaveAttribute('href', '/components/categories');
    expect(within(hero).getByRole('link', { name: 'Open the playground' })).toHaveAttribute('href', '/playground');
    expect(within(hero).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
    expect(within(hero).getByRole('link', { name: 'Read the migration guide' })).toHaveAttribute('href', '/guides/migrating');
  });

  it('runs the hero example, and shows the very source it runs', async () => {
    await renderOverview();
    const example = region('Live example');
    const reviewers = within(example).getByRole('combobox', { name: 'Reviewers' });
    expect(reviewers).toHaveTextContent('Choose reviewers');
    const request = within(example).getByRole('button', { name: 'Request review' });
    expect(request).toBeDisabled();
    expect(within(example).getByRole('region', { name: 'Source of the live example, App.tsx' }).textContent).toBe(HERO_SOURCE);

    await userEvent.click(reviewers);
    const list = screen.getByRole('listbox', { name: 'Reviewers' });
    await userEvent.click(within(list).getByRole('option', { name: 'Ada Lovelace' }));
    await userEvent.click(within(list).getByRole('option', { name: 'Grace Hopper' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(request);
    // The example's own status (the copy button beside its source has one too, empty until a copy).
    expect(within(example).getByText('Review requested from Ada Lovelace and Grace Hopper.')).toHaveAttribute('role', 'status');
  });

  it('its source imports only what the playground compiles: react and aquila-ui/<name>', () => {
    const imported = [...HERO_SOURCE.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
    expect(imported.length).toBeGreaterThan(1);
    for (const name of imported) expect(name).toMatch(/^(react|aquila-ui\/[a-z-]+)$/);
    expect(HERO_SOURCE).toMatch(/^export default function /m);
  });

  it('“Edit this example” opens the playground with the example as App.tsx', async () => {
    await renderOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Edit this example' }));
    const address = await screen.findByRole('status', { name: 'Address' }, LAZY);
    expect(address.textContent).toMatch(/^\/playground#share=/);
    const shared = decodeWorkspace(shareFromHash(address.textContent!.slice('/playground'.length))!);
    expect(shared.files).toEqual({ 'App.tsx': HERO_SOURCE });
    expect(shared.active).toBe('App.tsx');
  });

  it('links each standout to its page, with a preview of it', async () => {
    await renderOverview();
    const standouts = region('The hard parts, done');
    const links = within(standouts).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Datepicker', componentPath('datepicker')],
      ['Table', componentPath('table')],
      ['Dialog', componentPath('dialog')],
      ['Image cropper', componentPath('image-cropper')],
    ]);
    expect(within(standouts).getByRole('img', { name: /month calendar with a range/ })).toBeInTheDocument();
    expect(within(standouts).getByRole('img', { name: /round crop area/ })).toBeInTheDocument();
  });

  it('sorts the standouts’ table from its headers', async () => {
    await renderOverview();
    const table = within(region('The hard parts, done')).getByRole('table', { name: 'Commits by contributor' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names()).toEqual(['Ada', 'Grace', 'Alan', 'Katherine']);
    await userEvent.click(within(table).getByRole('button', { name: 'Commits (not sorted)' }));
    expect(names()).toEqual(['Alan', 'Grace', 'Ada', 'Katherine']);
  });

  it('opens a real dialog from the dialog card, and closes it', async () => {
    await renderOverview();
    await userEvent.click(screen.getByRole('button', { name: 'Open the dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this album?' }, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Share this album?', hidden: true })).not.toBeInTheDocument(),
      LAZY,
    );
  });

  it('lists all thirty components by category, each a link to its page', async () => {
    await renderOverview();
    const glance = region('Every component, by category');
    const links = within(glance)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') !== '/components/categories');
    expect(COMPONENTS).toHaveLength(30);
    expect(links.map((link) => link.getAttribute('href')).sort()).toEqual(COMPONENTS.map((entry) => componentPath(entry.path)).sort());
    expect(within(glance).getByRole('list', { name: 'Media' })).toHaveTextContent('Image cropper');
  });

  it('gives six reasons, so no card is left alone on a row', async () => {
    await renderOverview();
    const reasons = region('Why Aquila UI');
    expect(within(reasons).getAllByRole('listitem')).toHaveLength(6);
    expect(within(reasons).getByRole('heading', { name: 'A playground of your own' })).toBeInTheDocument();
  });
});

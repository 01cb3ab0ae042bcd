import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchButton as SearchButtonType } from './SearchButton';
import { FIXTURE_INDEX } from './fixture';
import { giveElementsClientRects } from '../../tests/unit/client-rects';
import { renderAt } from '../../tests/unit/router';

beforeAll(giveElementsClientRects);

const fetchIndex = vi.fn();
let SearchButton: typeof SearchButtonType;

// A fresh module each test: the index is fetched once per visit, and each test is a visit.
beforeEach(async () => {
  vi.resetModules();
  ({ SearchButton } = await import('./SearchButton'));
  fetchIndex.mockReset();
  fetchIndex.mockImplementation(async () => new Response(JSON.stringify(FIXTURE_INDEX), { status: 200 }));
  vi.stubGlobal('fetch', fetchIndex);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Location() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Location">{pathname + hash}</output>;
}

function renderShell() {
  const user = userEvent.setup();
  renderAt(
    '/overview',
    <>
      <button type="button">Before</button>
      <label>
        Name <input type="text" />
      </label>
      <SearchButton />
      <Location />
    </>,
  );
  return user;
}

const combobox = () => screen.findByRole('combobox', { name: 'Search components, props and examples' });
const location = () => screen.getByRole('status', { name: 'Location' });

async function typeQuery(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(await combobox(), text);
  await screen.findByRole('listbox', { name: 'Results' });
}

describe('SearchButton', () => {
  it('opens the search with Ctrl+K from the page, focusing the combobox; the index is fetched only then', async () => {
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(fetchIndex).not.toHaveBeenCalled();
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search the docs' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    expect(fetchIndex).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with "/" and with ⌘K, but "/" typed in a text field stays text', async () => {
    const user = renderShell();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.keyboard('/');
    expect(await combobox()).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Meta>}k{/Meta}');
    expect(await combobox()).toBeInTheDocument();
  });

  it('leaves Ctrl+K and "/" to a code editor, which uses Ctrl+K for its chords', async () => {
    const user = userEvent.setup();
    renderAt(
      '/',
      <>
        <textarea aria-label="Code" />
        <div role="textbox" aria-label="Rich text" tabIndex={0} />
        <SearchButton />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Code' }));
    await user.keyboard('{Control>}k{/Control}/');
    await user.click(screen.getByRole('textbox', { name: 'Rich text' }));
    await user.keyboard('{Meta>}k{/Meta}/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('/');
  });

  it('opens with Ctrl+K from a one-line text field', async () => {
    const user = renderShell();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Control>}k{/Control}');
    expect(await combobox()).toHaveFocus();
  });

  it('opens from the button, which names its shortcuts', async () => {
    const user = renderShell();
    const button = screen.getByRole('button', { name: 'Search' });
    // Its name is its visible word, not a label over it (which must then contain what is seen).
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveAttribute('aria-keyshortcuts', expect.stringContaining('+K /'));
    await user.click(button);
    expect(await combobox()).toHaveFocus();
  });

  it('forgives a typo, lists the results in groups by page, and announces their count', async () => {
    const user = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await typeQuery(user, 'tooltp');
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    const group = within(listbox).getByRole('group', { name: 'Tooltip' });
    const options = within(group).getAllByRole('option');
    expect(options[0]).toHaveTextContent(/^TooltipPage/);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const input = await combobox();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    const count = within(listbox).getAllByRole('option').length;
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`${count} results`);
  });

  it('moves with the arrows and opens the active result with Enter: a prop lands on its API row', async () => {
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await typeQuery(user, 'ngxsize');
    const options = screen.getAllByRole('option');
    expect(options.filter((option) => option.textContent?.startsWith('ngxSize'))).toHaveLength(3);
    const input = await combobox();
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    const chosen = options[1].textContent!;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const target = chosen.includes('AvatarGroup') ? 'api-AvatarGroup-ngxSize' : 'api-Avatar-ngxSize';
    expect(location()).toHaveTextContent(`/components/avatar#${target}`);
  });

  it('a click on an example result leads to the example', async () => {
    const user = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await typeQuery(user, 'placement');
    await user.click(screen.getByRole('option', { name: /Placement/ }));
    expect(location()).toHaveTextContent('/components/tooltip#tooltip-demo1');
  });

  it('closes with Escape and gives focus back to where it was', async () => {
    const user = renderShell();
    const before = screen.getByRole('button', { name: 'Before' });
    await user.click(before);
    await user.keyboard('{Control>}k{/Control}');
    await typeQuery(user, 'button');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(before).toHaveFocus();
    expect(location()).toHaveTextContent('/overview');
  });

  it('closes with its close button, focus back on the search button', async () => {
    const user = renderShell();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });

  it('says when nothing matches', async () => {
    const user = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByText(/Find any of 4 pages, 7 props, 3 examples/);
    await user.type(await combobox(), 'qqqq');
    expect(await screen.findByText('No results for “qqqq”.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('No results');
    expect(await combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(await combobox()).not.toHaveAttribute('aria-activedescendant');
  });

  it('offers to try again when the index cannot be loaded', async () => {
    fetchIndex.mockImplementationOnce(async () => new Response('', { status: 500 }));
    const user = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('The search index could not be loaded');
    await user.click(tryAgain);
    expect(await screen.findByText(/Find any of 4 pages/)).toBeInTheDocument();
    expect(await combobox()).toHaveFocus();
    expect(fetchIndex).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations with results open', async () => {
    const user = renderShell();
    await user.keyboard('{Control>}k{/Control}');
    await typeQuery(user, 'size');
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

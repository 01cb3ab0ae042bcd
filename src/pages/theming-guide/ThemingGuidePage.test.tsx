import { readdirSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { themeVariables } from 'aquila-ui/core';
import { fr } from 'aquila-ui/locales/fr';
import { extractApiDocs } from '../../../scripts/api-docs';
import type { ComponentApi } from '../../docs/api-types';
import { EXAMPLE_LOCALES } from '../../shared/example-surround';
import { LABELS_CODE, SOME_MESSAGES_CODE } from './guide-code';
import { ThemingGuidePage } from './ThemingGuidePage';
import { TOKEN_SAMPLES, TOKENS_TYPE, tokenRows } from './token-rows';

// The provider's API as the build generates it: the table is read from the library's code, as on the site.
let apis: ComponentApi[];
beforeAll(() => {
  apis = [extractApiDocs(['library/provider/AquilaProvider.tsx']).AquilaProvider];
}, 60_000);

/** The router renders the page once its loader has answered: on a busy machine that can take a moment. */
const LOADED = { timeout: 10_000 };

const renderGuide = () => {
  const router = createMemoryRouter([{ path: '/guides/theming', loader: () => apis, Component: ThemingGuidePage }], {
    initialEntries: ['/guides/theming'],
  });
  return render(<RouterProvider router={router} />);
};

describe('ThemingGuidePage', () => {
  it('has a row for every token of the provider’s type, with the variables the library sets for it', () => {
    const fields = apis[0].types!.find((type) => type.name === TOKENS_TYPE)!.fields!;
    const rows = tokenRows(apis);
    expect(rows.map((row) => row.name)).toEqual(fields.map((field) => field.name));
    // A token added to the type without a sample here would have no variables, and would not be the scheme.
    for (const row of rows) if (row.name !== 'colorScheme') expect(row.variables.length, row.name).toBeGreaterThan(0);
    expect(Object.keys(TOKEN_SAMPLES).sort()).toEqual(fields.map((field) => field.name).sort());
    expect(rows.find((row) => row.name === 'primaryColor')!.variables).toEqual(Object.keys(themeVariables({ primaryColor: 'red' })));
  });

  it('shows the tokens table with each token’s JSDoc', async () => {
    renderGuide();
    const table = await screen.findByRole('table', { name: 'The theme tokens and the CSS variables they set' }, LOADED);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const radius = rows.find((row) => row.textContent!.startsWith('radius'))!;
    for (const text of ['--aq-radius-small', '--aq-radius-medium', '--aq-radius-large', 'The medium corner radius']) {
      expect(radius).toHaveTextContent(text);
    }
  });

  it('lists every catalogue the package ships, each with its entry', async () => {
    renderGuide();
    const shipped = readdirSync('library/locales', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(EXAMPLE_LOCALES.map(({ tag }) => tag).sort()).toEqual(shipped.sort());
    const list = await screen.findByRole('list', { name: /ships these catalogues/ }, LOADED);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toContain('French: fr from aquila-ui/locales/fr');
    expect(items.map((item) => item.textContent)).toContain('Arabic: ar from aquila-ui/locales/ar');
  });

  it('overrides texts the components really have', () => {
    expect(fr.paginator.itemsPerPage).toBeTruthy();
    expect(LABELS_CODE).toContain('labels={{ itemsPerPage:');
    expect(SOME_MESSAGES_CODE).toContain('paginator: { itemsPerPage:');
  });

  it('links to the theme page, speaks of dir and the arrow keys, and never of Angular', async () => {
    renderGuide();
    const tokens = await screen.findByRole('region', { name: 'Theme tokens' }, LOADED);
    expect(within(tokens).getByRole('link', { name: /theme page/ })).toHaveAttribute('href', '/theme');
    expect(screen.getByRole('region', { name: 'Right-to-left' })).toHaveTextContent('ArrowLeft moves to the next item');
    expect(document.body).not.toHaveTextContent(/angular|ngx/i);
  });

  it('has no axe violations', async () => {
    const { container } = renderGuide();
    await screen.findByRole('heading', { level: 1 }, LOADED);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

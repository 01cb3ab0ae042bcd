import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { COMPONENTS } from '../../data/components';
import { MIGRATION_NOTES } from '../../data/migration';
import { componentPath, MIGRATION } from '../../data/routes';
import { MigrationPage } from './MigrationPage';

const titleOf = (page: string) => COMPONENTS.find((entry) => entry.path === page)!.title;

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[MIGRATION.path]}>
      <MigrationPage />
    </MemoryRouter>,
  );

describe('MigrationPage', () => {
  it('is headed by its title and says what changes in React', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Migrating from ngx-eagle');
    const rules = screen.getAllByRole('list')[0];
    expect(within(rules).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(within(rules).getAllByText('onVisibleChange', { selector: 'code *' }).length).toBeGreaterThan(0);
  });

  it('has a table per component, named by a caption that links to its page, a row per difference', () => {
    renderPage();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(MIGRATION_NOTES.length);
    MIGRATION_NOTES.forEach(({ page, differences }, index) => {
      const table = tables[index];
      expect(table).toHaveAccessibleName(titleOf(page));
      expect(table).toHaveAttribute('id', `migrating-${page}`);
      expect(within(table).getByRole('link', { name: titleOf(page) })).toHaveAttribute('href', componentPath(page));
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['In ngx-eagle', 'In Aquila UI']);
      // The header row, then one row per difference.
      expect(within(table).getAllByRole('row')).toHaveLength(differences.length + 1);
    });
  });

  it('leaves no cell empty and shows the code names as code, without their backticks', () => {
    const { container } = renderPage();
    const cells = screen.getAllByRole('cell');
    expect(cells.filter((cell) => !cell.textContent?.trim())).toEqual([]);
    expect(
      within(screen.getByRole('table', { name: 'Select' }))
        .getAllByRole('cell')[1]
        .querySelector('code'),
    ).toHaveTextContent('value={null}');
    expect(container.textContent).not.toContain('`');
  });

  it('lists the components at the top, each linking to its table', () => {
    renderPage();
    const index = screen.getByRole('navigation', { name: 'Components in this guide' });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(MIGRATION_NOTES.map(({ page }) => titleOf(page)));
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toBeInstanceOf(HTMLTableElement);
    }
  });

  it('has no axe violations in its introduction, its list and a table (the browser test checks the whole page)', async () => {
    renderPage();
    // Thirty tables take axe longer than a unit test should wait on a busy machine; they are built alike.
    const context = { include: [['h1'], ['.migration__rules'], ['nav'], ['#migrating-select']] };
    const results = await axe.run(context, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { RENAMES } from 'aquila-ui/core';
import { COMPONENTS } from '../../data/components';
import { MIGRATION_NOTES } from '../../data/migration';
import { nameGroups } from '../../data/migration-names';
import { componentPath, GUIDES, MIGRATION } from '../../data/routes';
import { MigrationPage } from './MigrationPage';
import { renderAt } from '../../../tests/unit/router';

const titleOf = (page: string) => COMPONENTS.find((entry) => entry.path === page)!.title;

const renderPage = () => renderAt(MIGRATION.path, <MigrationPage />);

/**
 * A component's table, by the id the list at the top links to; checked to be named by its caption. Thirty
 * tables make role queries over the whole page slow, so each test looks inside the table it is about.
 */
function tableOf(page: string): HTMLElement {
  const table = document.getElementById(`migrating-${page}`)!;
  expect(table).toHaveRole('table');
  expect(table).toHaveAccessibleName(titleOf(page));
  return table;
}

/** A row's cells as their text. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('cell')
    .map((cell) => cell.textContent);

describe('MigrationPage', () => {
  it('is headed by its title and states 1.0’s naming rules, linking to the API conventions', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Migrating from ngx-eagle');
    const rules = screen.getByRole('list', { name: 'Naming rules' });
    expect(within(rules).getAllByRole('listitem')).toHaveLength(4);
    for (const name of ['color', 'size', 'content', "'medium'", 'onOpenChange', 'onCheckedChange'])
      expect(within(rules).getAllByText(name, { selector: 'code *' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'API conventions' })).toHaveAttribute('href', `${GUIDES.path}#conventions`);
    expect(within(screen.getByRole('list', { name: 'Angular in React' })).getAllByRole('listitem').length).toBeGreaterThan(3);
    // It no longer says the names are ngx-eagle's.
    expect(screen.getByRole('article').textContent).not.toMatch(/same (property )?names/i);
  });

  it('has a table per component, named by a caption that links to its page', () => {
    renderPage();
    expect(screen.getAllByRole('table')).toHaveLength(MIGRATION_NOTES.length + 1);
    for (const { page } of MIGRATION_NOTES) {
      expect(within(tableOf(page)).getByRole('link', { name: titleOf(page) })).toHaveAttribute('href', componentPath(page));
    }
  });

  it('lists each ngx-eagle member with its 1.0 prop, a row group per component, then the behaviour', () => {
    renderPage();
    for (const { page, differences } of MIGRATION_NOTES) {
      const table = tableOf(page);
      const groups = nameGroups(page);
      const withZeroX = groups.some(({ rows }) => rows.some((row) => row.zeroX));
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['ngx-eagle', 'Aquila UI 1.0', ...(withZeroX ? ['0.x'] : [])]);
      const rowGroups = within(table).getAllByRole('rowgroup').slice(1);
      expect(rowGroups.map((group) => within(group).getAllByRole('row')[0].textContent)).toEqual([
        ...groups.map(({ component }) => `${component} props`),
        'Behaviour',
      ]);
      // Each group's header row, then a row per member or difference.
      groups.forEach(({ rows }, index) => expect(within(rowGroups[index]).getAllByRole('row')).toHaveLength(rows.length + 1));
      expect(within(rowGroups[groups.length]).getAllByRole('row')).toHaveLength(differences.length + 1);
    }
  });

  it('shows names as code, outputs as a template binds them, and the 0.x name where it differed from both', () => {
    renderPage();
    const tooltip = within(tableOf('tooltip')).getAllByRole('row');
    expect(cellsOf(tooltip[2])).toEqual(['ngxTooltip', 'content', 'tooltipText']);
    expect(cellsOf(tooltip[3])).toEqual(['tooltipPosition', 'placement', '']);
    expect(within(tooltip[2]).getAllByRole('cell')[1].querySelector('code')).toHaveTextContent('content');
    expect(within(tableOf('drawer')).getByRole('row', { name: /^\(visibleChange\)/ })).toHaveTextContent('onOpenChange');
  });

  it('gives a behaviour difference the width of the 1.0 and 0.x columns, headed by its own column and group', () => {
    renderPage();
    const table = tableOf('tabs');
    const behaviour = within(table).getAllByRole('rowgroup').at(-1)!;
    const aquilaCell = within(within(behaviour).getAllByRole('row')[1]).getAllByRole('cell')[1];
    expect(aquilaCell).toHaveAttribute('colspan', '2');
    expect(aquilaCell).toHaveAttribute('headers', 'migrating-tabs-aquila migrating-tabs-behaviour');
    expect(document.getElementById('migrating-tabs-aquila')).toHaveTextContent('Aquila UI 1.0');
  });

  it('leaves no cell empty but a 0.x cell with nothing to add, and shows no backtick', () => {
    const { container } = renderPage();
    // Every cell of the page: a role query over the page's thirty tables is too slow for one look at each.
    const empty = [...container.querySelectorAll('td')].filter((cell) => !cell.textContent?.trim());
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.every((cell) => cell.dataset.label === '0.x')).toBe(true);
    expect(
      within(tableOf('select'))
        .getAllByRole('cell')
        .some((cell) => cell.querySelector('code')?.textContent === 'value={null}'),
    ).toBe(true);
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

  it('ends with every 0.x → 1.0 rename, a row per component, linked from the introduction', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'From Aquila UI 0.x' });
    expect(screen.getByRole('link', { name: 'From Aquila UI 0.x' })).toHaveAttribute('href', `#${section.querySelector('h2')!.id}`);
    expect(section).toHaveTextContent('shared before 1.0 open with their code upgraded');
    const table = within(section).getByRole('table', { name: 'Props renamed in 1.0' });
    const components = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(components).toEqual(Object.keys(RENAMES));
    expect(within(table).getByRole('row', { name: /^Tooltip/ })).toHaveTextContent(
      'tooltipText → content, tooltipPosition → placement.',
    );
  });

  it('has no axe violations in its introduction, its list, a table and the renames (the browser test checks the whole page)', async () => {
    renderPage();
    // Thirty tables take axe longer than a unit test should wait on a busy machine; they are built alike.
    const context = { include: [['h1'], ['.migration__rules'], ['nav'], ['#migrating-tabs'], ['.migration__renames']] };
    const results = await axe.run(context, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

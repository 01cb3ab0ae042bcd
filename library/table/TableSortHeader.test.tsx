import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Table } from './Table.tsx';
import { TableColumnResize } from './TableColumnResize.tsx';
import { TableSortHeader, type TableSortHeaderProps } from './TableSortHeader.tsx';

const inHeaderRow = (node: ReactElement) => (
  <table>
    <thead>
      <tr>{node}</tr>
    </thead>
  </table>
);

/** The Staff table's header row: a Name and an Age header, each given its props. */
const staffHeaders = (name: TableSortHeaderProps = {}, age: TableSortHeaderProps = {}) => (
  <Table aria-label="Staff">
    <thead>
      <tr>
        <TableSortHeader {...name}>Name</TableSortHeader>
        <TableSortHeader {...age}>Age</TableSortHeader>
      </tr>
    </thead>
  </Table>
);

// By the start of the name, which goes on with the sort order.
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

function renderHeaders() {
  const onName = vi.fn();
  const onAge = vi.fn();
  render(staffHeaders({ onDirectionChange: onName }, { onDirectionChange: onAge }));
  return { onName, onAge, user: userEvent.setup() };
}

describe('TableSortHeader', () => {
  itConforms(TableSortHeader, { props: { children: 'Name' }, element: 'th', wrap: inHeaderRow });
  itWarnsOfItsZeroXNames('TableSortHeader', (props) => inHeaderRow(<TableSortHeader {...props}>Name</TableSortHeader>));

  it('reports nothing on mount, whatever order it starts in', () => {
    const onDirectionChange = vi.fn();
    render(staffHeaders({ defaultDirection: 'ascend', onDirectionChange }, { direction: 'descend', onDirectionChange }));
    expect(onDirectionChange).not.toHaveBeenCalled();
  });

  it('is a column header with a sort button, unsorted at first', () => {
    renderHeaders();
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(header('Name')).toHaveAttribute('scope', 'col');
    expect(header('Name')).toHaveAttribute('data-sort', 'none');
    expect(button('Name')).toHaveAccessibleName('Name (not sorted)');
    expect(button('Name')).toHaveAttribute('type', 'button');
  });

  it('each press moves none → ascend → descend → none, reported by onDirectionChange, aria-sort and the name', async () => {
    const { onName, user } = renderHeaders();
    for (const [direction, ariaSort, accessibleName] of [
      ['ascend', 'ascending', 'Name (sorted ascending)'],
      ['descend', 'descending', 'Name (sorted descending)'],
      [null, 'none', 'Name (not sorted)'],
    ] as const) {
      await user.click(button('Name'));
      expect(onName).toHaveBeenLastCalledWith(direction);
      expect(header('Name')).toHaveAttribute('aria-sort', ariaSort);
      expect(button('Name')).toHaveAccessibleName(accessibleName);
    }
    expect(onName).toHaveBeenCalledTimes(3);
  });

  it('Enter and Space press the focused button', async () => {
    const { onName, user } = renderHeaders();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name (not sorted)' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(onName.mock.calls).toEqual([['ascend'], ['descend']]);
  });

  it('sorting another header of the table unsorts the previous one without calling it', async () => {
    const { onName, onAge, user } = renderHeaders();
    await user.click(button('Name'));
    await user.click(button('Name'));
    await user.click(button('Age'));
    expect(header('Age')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Name')).toHaveAttribute('aria-sort', 'none');
    expect(button('Name')).toHaveAccessibleName('Name (not sorted)');
    expect(onName.mock.calls).toEqual([['ascend'], ['descend']]);
    expect(onAge.mock.calls).toEqual([['ascend']]);
    // The unsorted header starts again from none.
    await user.click(button('Name'));
    expect(onName).toHaveBeenLastCalledWith('ascend');
    expect(header('Age')).toHaveAttribute('aria-sort', 'none');
  });

  it('two tables keep their own sorted header', async () => {
    const user = userEvent.setup();
    render(
      <>
        {['First', 'Second'].map((name) => (
          <Table key={name} aria-label={name}>
            <thead>
              <tr>
                <TableSortHeader>{`${name} name`}</TableSortHeader>
              </tr>
            </thead>
          </Table>
        ))}
      </>,
    );
    await user.click(screen.getByRole('button', { name: /^First name/ }));
    await user.click(screen.getByRole('button', { name: /^Second name/ }));
    expect(screen.getByRole('columnheader', { name: /^First name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /^Second name/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('outside a Table it keeps its own direction', async () => {
    const onDirectionChange = vi.fn();
    const user = userEvent.setup();
    render(inHeaderRow(<TableSortHeader onDirectionChange={onDirectionChange}>Name</TableSortHeader>));
    await user.click(screen.getByRole('button'));
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'descending');
    expect(onDirectionChange.mock.calls).toEqual([['ascend'], ['descend']]);
  });

  describe('starting or controlled direction', () => {
    it('defaultDirection starts the order; the next press goes on from there', async () => {
      const onDirectionChange = vi.fn();
      const user = userEvent.setup();
      render(staffHeaders({ defaultDirection: 'descend', onDirectionChange }));
      const name = header('Name');
      expect(name).toHaveAttribute('aria-sort', 'descending');
      expect(button('Name')).toHaveAccessibleName('Name (sorted descending)');
      await user.click(button('Name'));
      expect(onDirectionChange).toHaveBeenLastCalledWith(null);
      expect(name).toHaveAttribute('aria-sort', 'none');
    });

    it('a header sorted from the start is unsorted when another is pressed', async () => {
      const user = userEvent.setup();
      render(staffHeaders({ defaultDirection: 'ascend' }));
      await user.click(button('Age'));
      expect(header('Name')).toHaveAttribute('aria-sort', 'none');
      expect(header('Age')).toHaveAttribute('aria-sort', 'ascending');
    });

    it('defaultDirection outside a Table', async () => {
      const user = userEvent.setup();
      render(inHeaderRow(<TableSortHeader defaultDirection="ascend">Name</TableSortHeader>));
      expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'ascending');
      await user.click(screen.getByRole('button'));
      expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'descending');
    });

    it('direction controls it: a press asks for the next order, which shows once the parent gives it', async () => {
      const onDirectionChange = vi.fn();
      const user = userEvent.setup();
      const { rerender } = render(staffHeaders({ direction: 'ascend', onDirectionChange }));
      const name = header('Name');
      expect(name).toHaveAttribute('aria-sort', 'ascending');
      await user.click(button('Name'));
      expect(onDirectionChange).toHaveBeenLastCalledWith('descend');
      expect(name).toHaveAttribute('aria-sort', 'ascending');
      // Another header of the table does not override what the parent says.
      await user.click(button('Age'));
      expect(name).toHaveAttribute('aria-sort', 'ascending');
      expect(onDirectionChange).toHaveBeenCalledTimes(1);
      rerender(staffHeaders({ direction: null, onDirectionChange }));
      expect(name).toHaveAttribute('aria-sort', 'none');
      // Pressing the controlled header takes the table's sorted place from the uncontrolled one.
      await user.click(button('Name'));
      expect(onDirectionChange).toHaveBeenLastCalledWith('ascend');
      expect(header('Age')).toHaveAttribute('aria-sort', 'none');
    });

    it('direction without onDirectionChange warns once in development, naming defaultDirection', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { rerender } = render(inHeaderRow(<TableSortHeader direction="ascend">Name</TableSortHeader>));
      rerender(inHeaderRow(<TableSortHeader direction="descend">Name</TableSortHeader>));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('`direction` without `onDirectionChange`');
      expect(warn.mock.calls[0][0]).toContain('`defaultDirection`');
      warn.mockRestore();
    });
  });

  it('puts its resize handle in the cell, outside the button, named by the label alone', () => {
    render(
      <Table aria-label="Staff">
        <thead>
          <tr>
            <TableSortHeader resizeHandle={<TableColumnResize />}>Name</TableSortHeader>
          </tr>
        </thead>
      </Table>,
    );
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    expect(screen.getByRole('columnheader')).toContainElement(handle);
    expect(screen.getByRole('button')).not.toContainElement(handle);
  });

  it('runs the consumer’s onClick first; its preventDefault() keeps the order', async () => {
    const user = userEvent.setup();
    const onDirectionChange = vi.fn();
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      inHeaderRow(
        <TableSortHeader onClick={onClick} onDirectionChange={onDirectionChange}>
          Name
        </TableSortHeader>,
      ),
    );
    await user.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onDirectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('columnheader')).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts only when its button is pressed, not on a click elsewhere in the cell', async () => {
    const user = userEvent.setup();
    const onDirectionChange = vi.fn();
    render(
      inHeaderRow(
        <TableSortHeader onDirectionChange={onDirectionChange} resizeHandle={<span>extra</span>}>
          Name
        </TableSortHeader>,
      ),
    );
    await user.click(screen.getByText('extra'));
    expect(onDirectionChange).not.toHaveBeenCalled();
  });

  it('keeps a scope the consumer gives', () => {
    render(inHeaderRow(<TableSortHeader scope="colgroup">Name</TableSortHeader>));
    expect(screen.getByRole('columnheader')).toHaveAttribute('scope', 'colgroup');
  });

  it('has no axe violations, sorted or not', async () => {
    const { user } = renderHeaders();
    expect((await axe.run(document.body.firstElementChild!)).violations).toEqual([]);
    await user.click(button('Age'));
    expect((await axe.run(document.body.firstElementChild!)).violations).toEqual([]);
  });
});

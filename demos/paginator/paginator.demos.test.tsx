import { act } from 'react';
import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaginatorDemo1 from './paginator-demo1/paginator-demo1';
import PaginatorDemo2 from './paginator-demo2/paginator-demo2';
import PaginatorDemo3 from './paginator-demo3/paginator-demo3';
import PaginatorDemo4 from './paginator-demo4/paginator-demo4';

// Floating UI (the chooser's list, the tooltips) measures asynchronously; let it settle inside act.
const settle = () => act(async () => {});

const eventField = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('paginator demos', () => {
  it('demo1 pages through 50 items ten at a time and shows the last page event', async () => {
    const user = userEvent.setup();
    render(<PaginatorDemo1 />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('1 - 10 of 50')).toBeInTheDocument();
    expect(screen.getByText('None yet: move to another page or change the page size.')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(within(nav).getByText('11 - 20 of 50')).toBeInTheDocument();
    expect(eventField('previousPageIndex')).toHaveTextContent('0');
    expect(eventField('currentPageIndex')).toHaveTextContent('1');
    expect(eventField('pageSize')).toHaveTextContent('10');
    expect(eventField('length')).toHaveTextContent('50');

    const chooser = within(nav).getByRole('combobox', { name: 'Items per page:' });
    await user.click(chooser);
    await settle();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await settle();
    expect(within(nav).getByText('1 - 25 of 50')).toBeInTheDocument();
    expect(eventField('previousPageIndex')).toHaveTextContent('1');
    expect(eventField('currentPageIndex')).toHaveTextContent('0');
    expect(eventField('pageSize')).toHaveTextContent('25');
  });

  it('demo2 jumps to the last and first page with the extreme buttons', async () => {
    const user = userEvent.setup();
    render(<PaginatorDemo2 />);
    const nav = screen.getByRole('navigation', { name: 'Orders pages' });
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(within(nav).getByText('221 - 230 of 230')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    expect(within(nav).getByText('1 - 20 of 230')).toBeInTheDocument();
  });

  it('demo3 has no size chooser and shows the slice of the list that the controlled paginator points at', async () => {
    const user = userEvent.setup();
    render(<PaginatorDemo3 />);
    const nav = screen.getByRole('navigation', { name: 'Largest cities pages' });
    const names = () =>
      within(screen.getByRole('list', { name: 'Largest cities' }))
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent);
    expect(within(nav).queryByRole('combobox')).toBeNull();
    expect(within(nav).queryByText('Items per page:')).toBeNull();
    expect(names()).toEqual(['Tokyo', 'Delhi', 'Shanghai', 'Dhaka']);
    expect(within(nav).getByText('1 - 4 of 14')).toBeInTheDocument();

    for (let step = 0; step < 3; step += 1) await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(within(nav).getByText('13 - 14 of 14')).toBeInTheDocument();
    expect(names()).toEqual(['Istanbul', 'Buenos Aires']);
    expect(screen.getByRole('list', { name: 'Largest cities' })).toHaveAttribute('start', '13');
  });

  it('demo4 speaks Spanish', async () => {
    const user = userEvent.setup();
    render(<PaginatorDemo4 />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(nav).getByRole('combobox', { name: 'Elementos por página:' })).toHaveTextContent('25');
    expect(within(nav).getByText('1 - 25 de 75')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Última página' }));
    expect(within(nav).getByText('51 - 75 de 75')).toBeInTheDocument();
    for (const name of ['Primera página', 'Página anterior', 'Página siguiente']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <PaginatorDemo1 />
        <PaginatorDemo2 />
        <PaginatorDemo3 />
        <PaginatorDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

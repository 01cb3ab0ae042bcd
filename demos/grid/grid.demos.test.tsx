import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GridDemo1 from './grid-demo1/grid-demo1';
import GridDemo2 from './grid-demo2/grid-demo2';
import GridDemo3 from './grid-demo3/grid-demo3';
import GridDemo4 from './grid-demo4/grid-demo4';

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.aq-row')];
const spans = (row: HTMLElement) =>
  [...row.children].map((col) => Number((col as HTMLElement).style.getPropertyValue('--aq-col-span')));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('grid demos', () => {
  it('demo1 divides its rows into 40 columns and fills each line exactly', () => {
    const { container } = render(<GridDemo1 />);
    const lines = rows(container);
    expect(lines).toHaveLength(6);
    for (const row of lines) {
      expect(row.style.getPropertyValue('--aq-row-columns')).toBe('40');
      expect(row.style.getPropertyValue('--aq-row-gutter')).toBe('4px');
      expect(sum(spans(row))).toBe(40);
      // Each column shows its own span.
      expect([...row.children].map((col) => Number(col.textContent))).toEqual(spans(row));
    }
  });

  it('demo2 uses 24 columns and a 16 px gutter, and the button hides the sidebar with span 0', async () => {
    const user = userEvent.setup();
    const { container } = render(<GridDemo2 />);
    for (const row of rows(container)) {
      expect(row.style.getPropertyValue('--aq-row-columns')).toBe('24');
      expect(row.style.getPropertyValue('--aq-row-gutter')).toBe('16px');
      expect(sum(spans(row))).toBe(24);
    }
    const sidebar = screen.getByText('Sidebar');
    const content = screen.getByText('Content');
    expect(sidebar).toBeVisible();
    expect(content).toHaveAttribute('data-span', '18');

    await user.click(screen.getByRole('button', { name: 'Hide the sidebar' }));
    expect(sidebar).not.toBeVisible();
    expect(sidebar).toHaveAttribute('data-span', '0');
    expect(content).toHaveAttribute('data-span', '24');

    await user.click(screen.getByRole('button', { name: 'Show the sidebar' }));
    expect(sidebar).toBeVisible();
    expect(content).toHaveAttribute('data-span', '18');
  });

  it('demo3 shows all six justify values, each captioned, four columns of 4', () => {
    render(<GridDemo3 />);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelector('.aq-row')!.getAttribute('data-justify'))).toEqual([
      'start',
      'center',
      'end',
      'space-between',
      'space-around',
      'space-evenly',
    ]);
    for (const figure of figures) {
      const justify = figure.querySelector('.aq-row')!.getAttribute('data-justify');
      expect(within(figure).getByText(`justify="${justify}"`)).toBeVisible();
      expect(within(figure).getAllByText('col-4')).toHaveLength(4);
    }
  });

  it('demo4 shows the three align values with columns of four heights', () => {
    render(<GridDemo4 />);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelector('.aq-row')!.getAttribute('data-align'))).toEqual(['top', 'middle', 'bottom']);
    for (const figure of figures) {
      expect(within(figure).getByText(/^align="/)).toBeVisible();
      expect([...figure.querySelectorAll<HTMLElement>('.aq-col')].map((col) => col.style.height)).toEqual([
        '100px',
        '50px',
        '120px',
        '80px',
      ]);
    }
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <GridDemo1 />
        <GridDemo2 />
        <GridDemo3 />
        <GridDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

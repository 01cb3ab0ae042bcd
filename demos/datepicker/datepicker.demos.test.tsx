import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import DatepickerDemo1 from './datepicker-demo1/datepicker-demo1';
import DatepickerDemo2 from './datepicker-demo2/datepicker-demo2';
import DatepickerDemo3 from './datepicker-demo3/datepicker-demo3';
import DatepickerDemo4 from './datepicker-demo4/datepicker-demo4';
import { giveElementsClientRects } from '../../tests/unit/client-rects';

beforeAll(giveElementsClientRects);

/** Today for the demos; only Date is faked, so user-event's timers still run. */
const setToday = (today: Date) => vi.setSystemTime(today);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setToday(new Date(2025, 0, 15, 9)); // a Wednesday
});
afterEach(() => vi.useRealTimers());

/** Dates as the first demo spells them out (the runtime's own English names). */
const spelled = (year: number, month: number, day: number) =>
  new Date(year, month, day).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const field = (name: string) => screen.getByRole('textbox', { name });
const cell = (date: string) => screen.getByRole('gridcell', { name: (name) => name.split(', ')[0].endsWith(` ${date}`) });

describe('datepicker demos', () => {
  it('demo1 starts on the current week, Sunday to Saturday, whatever today is', () => {
    const { unmount } = render(<DatepickerDemo1 />);
    expect(screen.getByRole('group', { name: 'Report period' })).toBeInTheDocument();
    expect(field('Start date')).toHaveValue('12/01/2025');
    expect(field('End date')).toHaveValue('18/01/2025');
    expect(screen.getByText(`${spelled(2025, 0, 12)} to ${spelled(2025, 0, 18)}: 7 days`)).toBeInTheDocument();
    unmount();

    // A week that spans two months and two years, seen from its Saturday.
    setToday(new Date(2026, 0, 3, 23, 30));
    render(<DatepickerDemo1 />);
    expect(field('Start date')).toHaveValue('28/12/2025');
    expect(field('End date')).toHaveValue('03/01/2026');
  });

  it('demo1 reports each pick in its summary', async () => {
    const user = userEvent.setup();
    render(<DatepickerDemo1 />);
    await user.click(screen.getByRole('button', { name: 'Choose dates' }));
    expect(cell('12 January 2025')).toHaveAttribute('aria-selected', 'true');
    expect(cell('18 January 2025')).toHaveAttribute('aria-selected', 'true');
    await user.click(cell('20 January 2025'));
    // The summary waits for the whole range.
    expect(screen.getByText(`${spelled(2025, 0, 12)} to ${spelled(2025, 0, 18)}: 7 days`)).toBeInTheDocument();
    await user.click(cell('31 January 2025'));
    expect(screen.getByText(`${spelled(2025, 0, 20)} to ${spelled(2025, 0, 31)}: 12 days`)).toBeInTheDocument();
  });

  it('demo2 reads and shows ISO dates and starts the weeks on Monday', async () => {
    const user = userEvent.setup();
    render(<DatepickerDemo2 />);
    const start = field('Start date');
    expect(start).toHaveAttribute('placeholder', 'yyyy-MM-dd');
    expect(screen.getAllByText('not set')).toHaveLength(2);
    await user.type(start, '2025-03-03{Enter}');
    await user.type(field('End date'), '2025-3-14{Enter}');
    expect(field('End date')).toHaveValue('2025-03-14');
    expect(screen.getByText('2025-03-03')).toBeInTheDocument();
    expect(screen.getByText('2025-03-14')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choose dates' }));
    expect(screen.getAllByRole('columnheader')[0]).toHaveAccessibleName('Monday');
    expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName('Monday 24 February 2025');
  });

  it('demo3 speaks Spanish: fields, calendar, Today button and messages', async () => {
    const user = userEvent.setup();
    render(<DatepickerDemo3 />);
    // The provider's element says which language it is, for assistive technology and the browser.
    expect(screen.getByRole('group', { name: 'Vacaciones' }).closest('[lang]')).toHaveAttribute('lang', 'es');
    await user.type(field('Fecha de inicio'), '30/02/2025{Enter}');
    expect(screen.getByText('30/02/2025 no es una fecha válida: use dd/MM/yyyy')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elegir fechas' }));
    const calendar = screen.getByRole('dialog', { name: 'Elegir fechas' });
    // On document.body, in a layer that carries the provider's language.
    expect(calendar.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('enero 2025');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'lunlunes',
      'marmartes',
      'miémiércoles',
      'juejueves',
      'vieviernes',
      'sábsábado',
      'domdomingo',
    ]);
    expect(within(calendar).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Hoy' }));
    expect(field('Fecha de inicio')).toHaveValue('15/01/2025');
    expect(field('Fecha de fin')).toHaveValue('15/01/2025');
    await user.click(screen.getByRole('button', { name: 'Elegir fechas' }));
    expect(cell('15 enero 2025')).toHaveAccessibleName('miércoles 15 enero 2025, inicio del intervalo, fin del intervalo');
  });

  it('demo4 limits the years to this one and the next, without a Today button', async () => {
    const user = userEvent.setup();
    render(<DatepickerDemo4 />);
    expect(screen.getByRole('group', { name: 'Your stay' })).toHaveAccessibleDescription('Stays from January 2025 to December 2026.');
    await user.type(field('Check-in'), '20/12/2024{Enter}');
    expect(screen.getByText('20/12/2024 is outside the years 2025 to 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose dates' }));
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years.map((option) => option.textContent)).toEqual(['2025', '2026']);
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    // The calendar is a modal dialog: the fields behind it are hidden from assistive technology meanwhile.
    expect(screen.getByRole('textbox', { name: 'Check-out', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Check-out' })).toBeNull();
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <DatepickerDemo1 />
        <DatepickerDemo2 />
        <DatepickerDemo3 />
        <DatepickerDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

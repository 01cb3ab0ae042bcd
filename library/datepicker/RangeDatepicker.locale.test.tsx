import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fr } from '../locales/fr/index.ts';
import { AquilaProvider, type AquilaProviderProps } from '../provider/index.ts';
import { focusedCells, grid, todayIsJanuary15 } from './testing.ts';
import { RangeDatepicker, type RangeDatepickerProps } from './RangeDatepicker.tsx';

todayIsJanuary15();

const MONTHS = ['Janv', 'Févr', 'Mars', 'Avr', 'Mai', 'Juin', 'Juil', 'Août', 'Sept', 'Oct', 'Nov', 'Déc'];

async function openIn(provider: Omit<AquilaProviderProps, 'children'>, props: Partial<RangeDatepickerProps> = {}) {
  const user = userEvent.setup();
  render(
    <AquilaProvider {...provider}>
      <RangeDatepicker {...props} />
    </AquilaProvider>,
  );
  await user.click(screen.getByRole('button', { name: provider.messages ? 'Choisir les dates' : 'Choose dates' }));
  return user;
}

const columnNames = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('RangeDatepicker in a locale', () => {
  it('names months and weekdays in French and starts the week on Monday, from Intl', async () => {
    await openIn({ locale: 'fr', messages: fr });
    expect(grid()).toHaveAccessibleName('janvier 2025');
    const headers = screen.getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('lundi');
    expect(within(headers[0]).getByText('lun.')).toBeInTheDocument();
    expect(headers[6]).toHaveTextContent('dimanche');
    expect(screen.getByRole('gridcell', { name: 'mercredi 15 janvier 2025' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Aujourd’hui' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('janvier');
  });

  it('keeps the English names and Sunday first outside any provider', async () => {
    const user = userEvent.setup();
    render(<RangeDatepicker />);
    await user.click(screen.getByRole('button', { name: 'Choose dates' }));
    expect(grid()).toHaveAccessibleName('January 2025');
    expect(columnNames()[0]).toBe('SunSunday');
  });

  it('lets its own props win over the locale: firstDayOfWeek, months and todayLabel', async () => {
    await openIn({ locale: 'fr', messages: fr }, { firstDayOfWeek: 0, todayLabel: 'Ce jour', months: MONTHS });
    expect(grid()).toHaveAccessibleName('Janv 2025');
    expect(columnNames()[0]).toBe('dim.dimanche');
    expect(screen.getByRole('button', { name: 'Ce jour' })).toBeInTheDocument();
  });

  it('moves to the next day with ArrowLeft right to left', async () => {
    const user = await openIn({ dir: 'rtl' });
    expect(focusedCells()[0]).toHaveAttribute('data-date', '2025-01-15');
    await user.keyboard('{ArrowLeft}');
    expect(focusedCells()[0]).toHaveAttribute('data-date', '2025-01-16');
    expect(focusedCells()[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focusedCells()[0]).toHaveAttribute('data-date', '2025-01-14');
  });

  it('renders its calendar, on document.body, inside the provider’s direction', async () => {
    await openIn({ dir: 'rtl' });
    expect(screen.getByRole('dialog').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

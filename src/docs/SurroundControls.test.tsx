import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DemoViewer } from './DemoViewer';
import { demoLoader } from '../demo-model/modules';
import { giveElementsClientRects } from '../../tests/unit/client-rects';

beforeAll(giveElementsClientRects);

const DEMO = { id: 'datepicker-demo1', title: 'Report period' };
/** The example's box, as the page shows it: the provider element, when there is one, is its first child. */
const stage = () => document.querySelector<HTMLElement>(`[data-demo="${DEMO.id}"]`)!;

async function renderExample() {
  // Preloaded, as the page's route does: the example renders at once, with no Suspense in between.
  await demoLoader(DEMO.id)!();
  const user = userEvent.setup();
  render(<DemoViewer demo={DEMO} />);
  await screen.findByRole('group', { name: 'Report period' });
  return user;
}

describe('an example’s direction and locale', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 15, 9)); // a Wednesday: this week is all in January
  });
  afterEach(() => vi.useRealTimers());

  it('renders the example as shipped, with no provider around it, left to right in English', async () => {
    await renderExample();
    expect(screen.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveValue('en');
    expect(stage().querySelector('.aq-provider')).toBeNull();
    // The page rendered ahead of time holds the same: nothing to hydrate differently.
    expect(renderToString(<DemoViewer demo={DEMO} />)).not.toContain('aq-provider');
  });

  it('offers the six languages the library has catalogues for, each named in its own language', async () => {
    await renderExample();
    const options = within(screen.getByRole('combobox', { name: 'Locale' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Français', 'Deutsch', 'Español', '日本語', 'العربية']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'fr', 'de', 'es', 'ja', 'ar']);
  });

  it('shows the example right to left, and back, from the toggle', async () => {
    const user = await renderExample();
    const toggle = screen.getByRole('button', { name: 'Right to left' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The provider's code is fetched with the first choice: the example is wrapped once it has arrived.
    await waitFor(() => expect(stage().querySelector('.aq-provider')).toHaveAttribute('dir', 'rtl'));
    const provider = stage().querySelector('.aq-provider');
    expect(provider).toContainElement(screen.getByRole('group', { name: 'Report period' }));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(stage().querySelector('.aq-provider')).toBeNull();
  });

  it('shows the example in the chosen language once its catalogue has loaded: texts and month names', async () => {
    const user = await renderExample();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Locale' }), 'Français');
    await waitFor(() => expect(stage().querySelector('.aq-provider')).toHaveAttribute('lang', 'fr'));
    await user.click(screen.getByRole('button', { name: 'Choisir les dates' }));
    const calendar = screen.getByRole('dialog', { name: 'Choisir les dates' });
    expect(within(calendar).getByRole('grid')).toHaveAccessibleName('janvier 2025');
  });

  it('keeps both choices together: Arabic, right to left', async () => {
    const user = await renderExample();
    await user.click(screen.getByRole('button', { name: 'Right to left' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Locale' }), 'ar');
    await waitFor(() => expect(stage().querySelector('.aq-provider')).toHaveAttribute('lang', 'ar'));
    expect(stage().querySelector('.aq-provider')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'اختر التواريخ' })).toBeInTheDocument();
  });
});

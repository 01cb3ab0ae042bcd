import { act, render, screen, within } from '@testing-library/react';
import type { DocPage } from '../../demo-model/doc-page';
import { OnThisPage } from './OnThisPage';
import { pageContents } from './page-contents';

const PAGE: DocPage = {
  title: 'Thing',
  description: 'A thing.',
  imports: ['Thing'],
  entry: 'thing',
  demos: [
    { id: 'thing-demo1', title: 'Basic' },
    { id: 'thing-demo2', title: 'Sizes' },
  ],
  api: ['Thing'],
  keyboard: [{ keys: 'Enter', action: 'Does the thing' }],
};

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('body > section').forEach((section) => section.remove());
});

describe('a page’s contents', () => {
  it('are its sections in order, the examples and the keyboard table one level in, and only the sections it has', () => {
    expect(pageContents(PAGE).map((entry) => `${entry.depth}:${entry.label}`)).toEqual([
      '0:Import',
      '0:Examples',
      '1:Basic',
      '1:Sizes',
      '0:API',
      '1:Keyboard',
    ]);
    expect(
      pageContents({ ...PAGE, whenToUse: ['Always'], configurator: { component: 'Thing' } })
        .slice(0, 3)
        .map((entry) => entry.id),
    ).toEqual(['when-to-use', 'import', 'configure']);
    const withNotes = pageContents({
      ...PAGE,
      notes: [
        { heading: 'Usage', items: ['x'] },
        { heading: 'Styling', items: ['y'] },
      ],
    });
    expect(withNotes.slice(-2)).toEqual([
      { id: 'notes-usage', label: 'Usage', depth: 1 },
      { id: 'notes-styling', label: 'Styling', depth: 1 },
    ]);
  });

  it('mark the section that has reached the reading line as the page scrolls', () => {
    const entries = pageContents(PAGE);
    // Measured at once rather than at the next frame.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    // A long page, not scrolled to its bottom.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
    // Each section sits 500 px below the previous; the window scrolls by moving them up.
    let scrolled = 0;
    for (const [index, entry] of entries.entries()) {
      const element = document.body.appendChild(document.createElement('section'));
      element.id = entry.id;
      element.getBoundingClientRect = () => ({ top: index * 500 - scrolled }) as DOMRect;
    }
    render(<OnThisPage entries={entries} />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .find((link) => link.getAttribute('aria-current') === 'location')?.textContent;
    expect(current()).toBe('Import');
    expect(within(nav).getByRole('link', { name: 'Sizes' })).toHaveAttribute('href', '#thing-demo2');

    scrolled = 3 * 500 - 50;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(current()).toBe('Sizes');
  });
});

import { render, screen, within } from '@testing-library/react';
import { NOTE_HEADINGS, type DocPage } from '../demo-model/doc-page';
import { splitInlineCode } from './inline-code';
import { PageNotes } from './PageNotes';

const PAGES = import.meta.glob<{ default: DocPage }>('/demos/*/page.ts', { eager: true });
const pageOf = (slug: string) => PAGES[`/demos/${slug}/page.ts`].default;

describe('PageNotes', () => {
  it('shows a page’s notes as headed groups, with the code names as code', () => {
    render(<PageNotes groups={pageOf('select').notes!} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Usage', 'Behaviour', 'Styling', 'Validation']);
    expect(screen.getByRole('heading', { level: 3, name: 'Styling' })).toHaveAttribute('id', 'notes-styling');

    // Each heading's items are the list that follows it.
    const styling = screen.getByRole('heading', { name: 'Styling' }).nextElementSibling as HTMLElement;
    const [width] = within(styling).getAllByRole('listitem');
    expect(width).toHaveTextContent(
      'The field is 212 px wide: give wrapperProps a style with another width or --aq-select-width to change it.',
    );
    expect([...width.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'wrapperProps',
      'style',
      '--aq-select-width',
    ]);
    expect(document.body.textContent).not.toContain('`');
  });

  it('keeps an error text that holds backticks verbatim, as one piece of code', () => {
    render(<PageNotes groups={pageOf('image-cropper').notes!} />);
    const errors = screen.getByRole('heading', { name: 'Errors' }).nextElementSibling as HTMLElement;
    expect([...errors.querySelectorAll('code')].map((code) => code.textContent)).toContain(
      '`aspectRatio` should > 0 when `maintainAspectRatio` is enabled',
    );
  });
});

describe('every component page’s notes', () => {
  const pages = Object.entries(PAGES).map(([key, module]) => [key.split('/')[2], module.default] as const);

  it('are filed under the known headings, each once, in their order, none empty', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for (const [slug, page] of pages) {
      const headings = (page.notes ?? []).map((group) => group.heading);
      expect(headings, slug).toEqual(NOTE_HEADINGS.filter((heading) => headings.includes(heading)));
      for (const group of page.notes ?? []) {
        expect(group.items.length, `${slug}: ${group.heading}`).toBeGreaterThan(0);
        for (const item of group.items) expect(item.trim(), slug).not.toBe('');
      }
    }
  });

  it('close every backtick they open, so no note shows a stray one', () => {
    const stray = pages.flatMap(([slug, page]) =>
      (page.notes ?? [])
        .flatMap((group) => group.items)
        .filter((item) => splitInlineCode(item).some((part) => !part.code && part.text.includes('`')))
        .map((item) => `${slug}: ${item}`),
    );
    expect(stray).toEqual([]);
  });
});

import { SECTION_PAGES } from '../data/routes';
import { AVAILABLE_PAGES } from '../demo-model/pages';
import { closestPages, editDistance, SITE_PAGES } from './closest-pages';

const titles = (address: string) => closestPages(address).map((page) => page.title);

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and a swap of neighbours as one edit each', () => {
    expect(editDistance('button', 'button')).toBe(0);
    expect(editDistance('buton', 'button')).toBe(1);
    expect(editDistance('buttons', 'button')).toBe(1);
    expect(editDistance('bitton', 'button')).toBe(1);
    expect(editDistance('dialgo', 'dialog')).toBe(1);
    expect(editDistance('', 'tabs')).toBe(4);
    expect(editDistance('xyzzy', 'table')).toBe(5);
  });
});

describe('closestPages', () => {
  it.each([
    ['/components/buton', 'Button'],
    ['/components/date-picker', 'Datepicker'],
    ['/components/dialgo', 'Dialog'],
    ['/playgrond', 'Playground'],
    ['/components/tabel', 'Table'],
    ['/overveiw', 'Overview'],
    ['/guides', 'Guides'],
    ['/components/drop', 'Dropdown'],
    ['/components/expansion-panel', 'Expansion panel'],
  ])('puts the nearest page of %s first: %s', (address, title) => {
    expect(titles(address)[0]).toBe(title);
  });

  it('gives each suggestion the address of its page', () => {
    expect(closestPages('/components/buton')[0]).toEqual({ title: 'Button', path: '/components/button' });
    expect(closestPages('/playgrond')[0]).toEqual({ title: 'Playground', path: '/playground' });
    expect(closestPages('/guide')[0]).toEqual({ title: 'Guides', path: '/guides' });
  });

  it('reads the last segment, case and separators aside, and decodes it', () => {
    expect(titles('/no/such/BUTON/')[0]).toBe('Button');
    expect(titles('/components/Date_Picker')[0]).toBe('Datepicker');
    expect(titles('/components/date%20picker')[0]).toBe('Datepicker');
    expect(titles('/components/%E0%A4%A')).toEqual([]);
  });

  it('ranks pages as near by the whole path: /components/tab is nearer Tabs than Table', () => {
    expect(titles('/components/tab')).toEqual(['Tabs', 'Table']);
  });

  it('suggests nothing for what is near no page', () => {
    for (const address of ['/components/xyzzy', '/xyzzy', '/no/such/page', '/components/no-such-component', '/page', '/a', '/']) {
      expect(titles(address), address).toEqual([]);
    }
  });

  it('suggests at most three, or as many as asked', () => {
    const pages = ['Tab', 'Tabs', 'Table', 'Tabel', 'Tables'].map((title) => ({ title, path: `/${title.toLowerCase()}` }));
    expect(closestPages('/tab', pages).map((page) => page.title)).toEqual(['Tab', 'Tabs', 'Table']);
    expect(closestPages('/tab', pages, 1)).toHaveLength(1);
  });

  it('knows every section page and every component page', () => {
    expect(SITE_PAGES.map((page) => page.title)).toEqual(
      expect.arrayContaining(['Overview', 'Components', 'Guides', 'Playground', 'Button', 'Tooltip']),
    );
    expect(SITE_PAGES).toHaveLength(SECTION_PAGES.length + AVAILABLE_PAGES.size);
  });
});

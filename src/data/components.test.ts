import { COMPONENTS, filterComponents } from './components';

describe('component list', () => {
  it('has the 30 pages of the components section, each path unique', () => {
    expect(COMPONENTS).toHaveLength(30);
    expect(new Set(COMPONENTS.map((entry) => entry.path)).size).toBe(30);
    expect(COMPONENTS.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['expansion', 'radio-button', 'datepicker', 'image-cropper', 'tags', 'timelines']),
    );
  });

  it('filters by title, case-insensitively, by substring', () => {
    expect(filterComponents(COMPONENTS, 'BUT').map((entry) => entry.title)).toEqual(['Button', 'Radio button']);
    expect(filterComponents(COMPONENTS, 'ag').map((entry) => entry.title)).toEqual(['Image cropper', 'Paginator', 'Tags']);
    expect(filterComponents(COMPONENTS, 'zzz')).toEqual([]);
  });

  it('restores the full list for an empty or blank search', () => {
    expect(filterComponents(COMPONENTS, '')).toHaveLength(30);
    expect(filterComponents(COMPONENTS, '   ')).toHaveLength(30);
  });
});

describe('component icons', () => {
  it('gives every entry an icon that exists', async () => {
    const icons = await import('./component-icons');
    expect(COMPONENTS.filter((entry) => typeof icons[entry.icon] !== 'object')).toEqual([]);
  });
});

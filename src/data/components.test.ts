import { CATEGORIES, COMPONENTS, componentsByCategory, filterComponents } from './components';

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

describe('categories', () => {
  it('put every component in exactly one group, each with components, in the categories’ order', () => {
    const groups = componentsByCategory();
    expect(groups.map((group) => group.id)).toEqual(CATEGORIES.map((category) => category.id));
    expect(groups.flatMap((group) => group.components)).toHaveLength(30);
    expect(groups.find((group) => group.id === 'overlays')?.components.map((entry) => entry.path)).toEqual([
      'dialog',
      'drawer',
      'dropdown',
      'tooltip',
    ]);
  });

  it('leave out a group with nothing in it (a filtered list)', () => {
    expect(componentsByCategory(filterComponents(COMPONENTS, 'crop')).map((group) => group.title)).toEqual(['Media']);
  });

  it('give every component a one-line summary', () => {
    expect(COMPONENTS.filter((entry) => !entry.summary || entry.summary.length > 80 || !entry.summary.endsWith('.'))).toEqual([]);
  });
});

describe('component icons', () => {
  it('gives every entry an icon that exists', async () => {
    const icons = await import('./component-icons');
    expect(COMPONENTS.filter((entry) => typeof icons[entry.icon] !== 'object')).toEqual([]);
  });
});

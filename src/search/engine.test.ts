import { createSiteSearch } from './engine';
import { FIXTURE_INDEX } from './fixture';

const search = createSiteSearch(FIXTURE_INDEX);
const targets = (query: string) => search.query(query).flatMap((group) => group.results.map((entry) => entry.target));

describe('createSiteSearch', () => {
  it('forgives a typo: "tooltp" finds the Tooltip page first', () => {
    const [first] = search.query('tooltp');
    expect(first.pageTitle).toBe('Tooltip');
    expect(first.results[0]).toMatchObject({ kind: 'page', title: 'Tooltip' });
  });

  it('finds every row of a prop name, whatever the case', () => {
    for (const query of ['ngxsize', 'NGXSIZE', 'ngxSize']) {
      expect(targets(query)).toEqual(
        expect.arrayContaining(['api-Avatar-ngxSize', 'api-AvatarGroup-ngxSize', 'api-Checkbox-ngxSize']),
      );
    }
  });

  it('groups the results by page, each group in the order of its best result', () => {
    const groups = search.query('ngxsize');
    expect(groups.map((group) => group.page)).toEqual(['avatar', 'checkbox']);
    expect(
      groups[0].results
        .map((entry) => entry.target)
        .slice(0, 2)
        .sort(),
    ).toEqual(['api-Avatar-ngxSize', 'api-AvatarGroup-ngxSize']);
  });

  it('finds the words of a camel-cased name and by prefix', () => {
    expect(targets('size')).toEqual(expect.arrayContaining(['api-Button-buttonSize', 'api-Checkbox-ngxSize']));
    expect(targets('buttonfill')[0]).toBe('api-Button-buttonFillMode');
  });

  it('needs every word when some entry has them all, and any word otherwise', () => {
    expect(targets('button size')[0]).toBe('api-Button-buttonSize');
    expect(targets('button size')).not.toContain('api-Checkbox-ngxSize');
    expect(targets('button zebra')).toContain('');
  });

  it('searches descriptions, demos and keyboard rows', () => {
    expect(targets('diameter')).toEqual(expect.arrayContaining(['api-Avatar-ngxSize', 'avatar-demo1']));
    expect(targets('space')).toContain('keyboard-0');
    expect(targets('placement')).toEqual(['tooltip-demo1']);
  });

  it('finds a component page by its category', () => {
    expect(search.query('display')[0].results[0]).toMatchObject({ kind: 'page', title: 'Avatar', category: 'Data display' });
  });

  it('finds nothing for an empty query or a word nothing contains', () => {
    expect(search.query('  ')).toEqual([]);
    expect(search.query('qqqq')).toEqual([]);
  });

  it('counts what the index holds', () => {
    expect(search.counts).toEqual({ page: 4, prop: 7, demo: 3, keyboard: 1 });
  });

  it('ranks the results of the page one is on first among those about as relevant', () => {
    expect(search.query('ngxsize').map((group) => group.page)).toEqual(['avatar', 'checkbox']);
    const onCheckbox = search.query('ngxsize', 'checkbox');
    expect(onCheckbox.map((group) => group.page)).toEqual(['checkbox', 'avatar']);
    expect(onCheckbox[0].results[0].target).toBe('api-Checkbox-ngxSize');
    // A far better match elsewhere still comes first: the Tooltip page for "tooltp", wherever one is.
    expect(search.query('tooltp', 'checkbox')[0].pageTitle).toBe('Tooltip');
  });
});

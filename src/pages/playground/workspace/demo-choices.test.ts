import type { SearchIndexData } from '../../../search/types';
import { demoGroups, filterDemoGroups } from './demo-choices';

const INDEX: SearchIndexData = {
  pages: { '/playground': 'Playground', button: 'Button', datepicker: 'Date picker', tag: 'Tag' },
  entries: [
    { kind: 'page', page: '/playground', title: 'Playground', text: '', target: '', href: '/playground' },
    { kind: 'page', page: 'button', title: 'Button', text: '', target: '' },
    { kind: 'demo', page: 'button', title: 'Types', text: '', target: 'button-demo1' },
    { kind: 'demo', page: 'button', title: 'Sizes', text: '', target: 'button-demo2' },
    { kind: 'prop', page: 'button', title: 'size', text: '', target: 'api-Button-size' },
    { kind: 'demo', page: 'datepicker', title: 'Range with a disabled date', text: '', target: 'datepicker-demo1' },
  ],
};

describe('the demos the New dialog offers', () => {
  it('are every page’s demos, by page in the index’s order, pages without demos left out', () => {
    expect(demoGroups(INDEX)).toEqual([
      {
        page: 'button',
        pageTitle: 'Button',
        demos: [
          { id: 'button-demo1', title: 'Types' },
          { id: 'button-demo2', title: 'Sizes' },
        ],
      },
      { page: 'datepicker', pageTitle: 'Date picker', demos: [{ id: 'datepicker-demo1', title: 'Range with a disabled date' }] },
    ]);
  });

  it('filter by every word typed, in the page’s title or the demo’s, ignoring case and accents', () => {
    const groups = demoGroups(INDEX);
    expect(filterDemoGroups(groups, '  ')).toBe(groups);
    expect(filterDemoGroups(groups, 'SIZ').flatMap((group) => group.demos.map((demo) => demo.id))).toEqual(['button-demo2']);
    expect(filterDemoGroups(groups, 'date range').map((group) => group.page)).toEqual(['datepicker']);
    expect(filterDemoGroups(groups, 'button').flatMap((group) => group.demos)).toHaveLength(2);
    expect(filterDemoGroups(groups, 'dáte')).toHaveLength(1);
    expect(filterDemoGroups(groups, 'zebra')).toEqual([]);
  });
});

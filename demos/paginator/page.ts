import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Paginator',
  description:
    'Moves through a long list one page at a time: it shows which items are on screen ("1 - 10 of 50"), steps to the previous and next page, and lets people choose how many items a page holds.',
  whenToUse: [
    'Under a table or a list too long to show at once, when people look for items by position or come back to a page.',
    'When the data is fetched page by page from a server: onPage says which page and size to fetch.',
    'For a feed read from top to bottom, loading more on request or on scroll is usually friendlier than pages.',
  ],
  imports: ['Paginator'],
  entry: 'paginator',
  demos: [
    {
      id: 'paginator-demo1',
      title: 'Basic',
      description:
        'Fifty items, ten a page, with 5, 10 or 25 to choose from. Every move and every size change calls onPage with previousPageIndex, currentPageIndex, pageSize and length; the last event is shown below. Changing the size keeps the first item shown on the new page.',
    },
    {
      id: 'paginator-demo2',
      title: 'First and last page',
      description: 'showExtremeButtons adds buttons that jump to the first and the last page.',
    },
    {
      id: 'paginator-demo3',
      title: 'Hidden page size, controlled',
      description:
        'hidePageSize leaves out the chooser when the page size is fixed. Here the paginator is controlled: pageStatus holds the page, the size and the length in your state, onPage updates it, and the list shows that slice of the data.',
    },
    {
      id: 'paginator-demo4',
      title: 'Translated labels',
      description:
        'Inside <AquilaProvider locale="es" messages={es}>, with the Spanish catalogue from aquila-ui/locales/es, the paginator shows and announces its words, and names its navigation landmark, in Spanish. Without a provider, labels replaces any of them for one paginator, and aria-label renames the landmark.',
    },
  ],
  configurator: { component: 'Paginator' },
  api: ['Paginator'],
  keyboard: [
    { keys: 'Tab / Shift + Tab', action: 'Moves between the page-size chooser and the page buttons.' },
    { keys: 'Enter / Space', action: 'On a page button: goes to that page. Buttons at the end of the list say so and do nothing.' },
    { keys: 'Arrow Down / Arrow Up', action: 'In the page-size chooser: opens the list and moves through the sizes.' },
    { keys: 'Enter', action: 'In the open list: chooses the size and closes the list.' },
    { keys: 'Escape', action: 'In the open list: closes it without changing the size.' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        'Page indexes count from 0: `currentPageIndex` 0 is the first page. The range text counts items from 1.',
        'Uncontrolled, the paginator starts from `defaultPageStatus` (or from `pageSize` and `defaultPageIndex`) and keeps its own state. Controlled, pass `pageStatus` (`{ currentPageIndex, pageSize, length }`; `length` may be left to the `length` prop) and set it from `onPage`; the event can be stored as it is. Your code can then also move it, back to the first page after a new sort, say.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'A later `length` or `pageSize` prop is applied and reported through `onPage`, whether the paginator is controlled or not; a new page size keeps the first item shown in view, as the chooser does.',
        '`disabled` makes the page buttons and the chooser inert (while a page loads, say); the buttons stay in the Tab order and say they are disabled.',
        'A `pageSize` of 0 takes the first of `pageSizeOptions`; with no options every item is on one page. A size missing from the options is added to the chooser, which lists the sizes in order.',
        'When `length` shrinks below the page shown, the paginator moves to the new last page and calls `onPage`, so the items you show match the range. While `length` is 0 (data still loading) the page asked for is kept.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The paginator is a navigation landmark named "Pagination"; give each one its own `aria-label` when a page has several. The range is a polite live region, so screen readers hear the new range after each move.',
        'At the first and last page the buttons are marked `aria-disabled` rather than removed from the Tab order, so the button you just pressed keeps focus. Each button shows its name as a tooltip.',
      ],
    },
  ],
});

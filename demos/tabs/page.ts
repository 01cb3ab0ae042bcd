import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Tabs',
  description: 'Splits related content into panels of which one is shown at a time, chosen from a row or a column of tabs.',
  whenToUse: [
    'To group content of the same level — the sections of a settings page, the views of one record — without leaving the page.',
    'When people need one panel at a time and rarely compare them; content read side by side belongs on one page.',
    'Closeable tabs suit documents or views that people open and close themselves.',
  ],
  imports: ['Tabs', 'Tab'],
  entry: 'tabs',
  demos: [
    {
      id: 'tabs-demo1',
      title: 'Basic',
      description: 'A Tabs group of Tab children: each Tab’s label goes into the tab list and its children are its panel.',
    },
    {
      id: 'tabs-demo2',
      title: 'Alignment',
      description: 'ngxAlignTabs puts the tabs at the start of the list (the default), in its centre or at its end.',
    },
    {
      id: 'tabs-demo3',
      title: 'Closeable',
      description:
        'ngxMode="closeable" gives each tab a close button, and Delete closes the focused tab: the tab goes by itself, and when the selected tab goes, the first tab is selected. onClose(index, event) is told first; here the app keeps its own list in step and refuses to close the last tab with event.preventDefault().',
    },
    {
      id: 'tabs-demo4',
      title: 'Position',
      description: 'ngxTabPosition puts the tab list on top (the default), or as a vertical list on the left or right of the panels.',
    },
    {
      id: 'tabs-demo5',
      title: 'Disabled tab',
      description: 'A disabled Tab cannot be selected: clicks, the arrow keys and an index that points at it all pass it by.',
    },
    {
      id: 'tabs-demo6',
      title: 'Controlled selected index',
      description:
        'ngxSelectedIndex with onSelectedIndexChange keeps the selection in your state, so buttons outside the tabs can change it too. Uncontrolled, defaultSelectedIndex sets the first tab shown.',
    },
  ],
  configurator: { component: 'Tabs' },
  api: ['Tabs', 'Tab'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus into the tab list, onto the selected tab; pressed again, to its panel.' },
    { keys: 'Arrow Right / Arrow Left', action: 'Top tabs: selects the next or previous enabled tab, wrapping at the ends.' },
    { keys: 'Arrow Down / Arrow Up', action: 'Left and right tabs: selects the next or previous enabled tab, wrapping at the ends.' },
    { keys: 'Home / End', action: 'Selects the first or the last enabled tab.' },
    { keys: 'Delete', action: 'Closeable tabs: closes the focused tab; focus moves to the tab selected next.' },
    { keys: 'Tab (closeable)', action: 'From the selected tab, moves to its close button, then to its panel.' },
  ],
  notes: [
    {
      heading: 'Behaviour',
      items: [
        'The selection follows its tab: when tabs are added or removed before it, the index moves with it and `onSelectedIndexChange` reports the new index. An index past the last tab selects the last one.',
        'A closed tab goes by itself. `onClose(index, event)` is called first: `event.preventDefault()` keeps the tab, to refuse or to remove it from your own list yourself. Give Tabs rendered from a list a `key` of their own (not the index), so a closed tab’s place is not taken by its neighbour.',
        'A long row of tabs scrolls sideways inside its list instead of widening the page, and the selected tab is scrolled into view.',
        'Only the selected tab’s panel renders its content. The other panels keep their element, empty and hidden, so every tab’s `aria-controls` points at an element, but their content is unmounted: its state is lost and its timers, media and effects stop. `keepMounted` keeps every panel’s content mounted and hidden.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The group follows the tabs pattern: a `tablist` of tabs, each with `aria-selected` and `aria-controls` pointing at its `tabpanel`, which is labelled by the tab. Only the selected tab is in the Tab order, and the arrow keys select as they move. Name the list with `tabListLabel`.',
        'Each close button is a real button named after its tab (“Close Overview”), reachable by touch screen readers. It sits beside the tab list, not inside it, because a tab list may hold only tabs; it is drawn over the end of its tab. Keyboard users can also press Delete, announced through `aria-keyshortcuts`.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'A `Tab` rendered outside a `Tabs` group renders nothing and warns once in development: “Tab must be used inside Tabs.”.',
      ],
    },
  ],
});

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
      description:
        'A Tabs group of Tab children: each Tab’s label goes into the tab list and its children are its panel. Uncontrolled, the first tab is selected unless defaultValue names another.',
    },
    {
      id: 'tabs-demo2',
      title: 'Alignment',
      description: 'align puts the tabs at the start of the list (the default), in its centre or at its end.',
    },
    {
      id: 'tabs-demo3',
      title: 'Closeable',
      description:
        'mode="closeable" gives each tab a close button, and Delete closes the focused tab: the tab goes by itself, and when the selected tab goes, the first tab is selected and onValueChange says so. onClose(value, event) is told first; here each Tab’s value is its id, the app keeps its own list in step and refuses to close the last tab with event.preventDefault().',
    },
    {
      id: 'tabs-demo4',
      title: 'Placement',
      description: 'placement puts the tab list on top (the default), or as a vertical list on the left or right of the panels.',
    },
    {
      id: 'tabs-demo5',
      title: 'Disabled tab',
      description: 'A disabled Tab cannot be selected: clicks, the arrow keys and a value that names it all pass it by.',
    },
    {
      id: 'tabs-demo6',
      title: 'Controlled value',
      description:
        'value with onValueChange keeps the selection in your state, so buttons outside the tabs can change it too. Each Tab’s value names it (here the step’s name); a Tab without one is named by its index.',
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
        'Tabs are selected by value: `value` (with `onValueChange`) or `defaultValue` names the selected `Tab` by its `value`. A Tab without a `value` is named by its index among the tabs shown, so `defaultValue={1}` selects the second; give tabs that come and go a `value`, so the selection stays on its tab.',
        '`onValueChange` is called only when a person selects a tab (a click, the arrow keys, Home, End) or closes one that moves the selection — never on mount, nor when your app changes `value` or the tabs. A value no tab has shows the first enabled tab, and one that names a disabled tab the nearest enabled tab after it, without being reported.',
        'A closed tab goes by itself. `onClose(value, event)` is called first: `event.preventDefault()` keeps the tab, to refuse or to remove it from your own list (and move the selection) yourself. Closing the selected tab selects the first remaining enabled tab. Give Tabs rendered from a list a `key` of their own (not the index), so a closed tab’s place is not taken by its neighbour.',
        'The group reads its tabs from its `Tab` children, directly or inside fragments, so a page rendered on a server already shows the tab list and the selected panel. A `Tab` inside another component of yours is not read: render the `Tab` elements themselves, from a list if need be.',
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
        'A `Tab` rendered outside a `Tabs` group, or inside another component within one, renders nothing and warns once in development: “Tab must be a child of Tabs (directly, or inside a fragment).”.',
      ],
    },
  ],
});

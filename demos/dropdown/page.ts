import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Dropdown',
  description:
    'A button that opens a menu of actions. It opens on click, or also on hover, below or above the button, and works fully from the keyboard.',
  whenToUse: [
    'To gather several actions behind one button when there is no room to show them all, such as the actions of a row or a card.',
    'For a short list of commands (Edit, Duplicate, Delete); to choose a value that stays shown in a form, use a Select instead.',
    'hoverEnabled suits pointer-heavy toolbars; touch screens and keyboards have no hover, so the click and keys always work as well.',
  ],
  imports: ['Dropdown', 'DropdownItem', 'DropdownSeparator'],
  entry: 'dropdown',
  demos: [
    {
      id: 'dropdown-demo1',
      title: 'Click and hover',
      description:
        'The first menu opens and closes with a click on its button and closes on a click anywhere else. The second has hoverEnabled: it also opens when the pointer moves onto the button, stays open while the pointer is on the button or the menu, and closes when it leaves both. Choosing an item runs its onSelect and closes the menu.',
    },
    {
      id: 'dropdown-demo2',
      title: 'Placement',
      description:
        'placement opens the menu below (bottomLeft, the default; bottomCenter; bottomRight) or above (topLeft, topCenter, topRight) the button, lined up with its left edge, its centre or its right edge. A menu without room on that side flips to the other, and it always stays inside the window.',
    },
    {
      id: 'dropdown-demo3',
      title: 'Disabled items and a destructive action',
      description:
        'Each file has a menu behind an icon button named with aria-label. Share is disabled: it is shown and announced, but cannot be chosen and the keyboard skips it. A separator sets Delete apart, and danger paints it in the danger colour.',
    },
    {
      id: 'dropdown-demo4',
      title: 'Controlled open flag',
      description:
        'With open and onOpenChange the open flag lives in your state: onOpenChange reports every click, key and outside press that asks to open or close the menu, and the menu follows open.',
    },
  ],
  configurator: { component: 'Dropdown', minPreviewHeight: 320, sampleStartsOpen: true },
  api: ['Dropdown', 'DropdownItem', 'DropdownSeparator'],
  keyboard: [
    {
      keys: 'Enter / Space',
      action: 'On the button: opens the menu and focuses its first item. On an item: chooses it and closes the menu',
    },
    {
      keys: 'Down Arrow',
      action:
        'On the button: opens the menu and focuses its first item. In the menu: moves to the next item, from the last to the first',
    },
    {
      keys: 'Up Arrow',
      action:
        'On the button: opens the menu and focuses its last item. In the menu: moves to the previous item, from the first to the last',
    },
    { keys: 'Home / End', action: 'Moves to the first / last item' },
    {
      keys: 'A letter',
      action: 'Moves to the next item whose text starts with it; typed quickly, several letters match the start of the text',
    },
    { keys: 'Escape', action: 'Closes the menu and returns focus to the button' },
    { keys: 'Tab / Shift + Tab', action: 'Closes the menu and moves focus on to what follows the button / back to the button' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`trigger` is the one element that opens the menu: a `Button` or a `<button>`, which must accept a ref. It gets `aria-haspopup="menu"`, `aria-expanded` and, while the menu is open, `aria-controls`; its own ref and handlers keep working, and a `preventDefault()` in its `onClick` keeps the menu closed.',
        'The menu (`role="menu"`) renders at the end of `document.body` and is named by the button unless you give `aria-label`. `ref`, `id`, `className`, `style` and native attributes of `Dropdown` go to the menu. It is at least as wide as the button and scrolls when the window is too short for it.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'A click on the button opens the menu with focus on the menu itself, so the arrow keys work at once; a click that comes from the keyboard or a screen reader focuses the first item. With `hoverEnabled`, a click while the menu is open by hover keeps it open once the pointer leaves, and a touch never counts as hover.',
        'Call `event.preventDefault()` in `onSelect` to keep the menu open after an item is chosen.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'Disabled items have `aria-disabled="true"`: they stay visible and are announced, but cannot be chosen, and the arrow keys, Home, End and type-ahead skip them. Give `textValue` to an item whose content is not plain text, so type-ahead can match it.',
      ],
    },
    {
      heading: 'Styling',
      items: [
        'The menu fades and scales in and out over 0.15 s (`--aq-duration-fast`), and appears without animation when the system asks for reduced motion.',
      ],
    },
  ],
});

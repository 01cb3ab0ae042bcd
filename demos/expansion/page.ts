import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Expansion panel',
  description: 'Panels with a header that shows and hides their content, stacked in an accordion: one open at a time, or several.',
  whenToUse: [
    'To shorten a long page of sections that people read one at a time, such as questions and answers or settings.',
    'When people need the overview first — the headers — and the details on demand.',
    'Avoid hiding content that everyone needs; and when people compare sections, keep them open side by side instead.',
  ],
  imports: ['Accordion', 'ExpansionPanel'],
  entry: 'expansion',
  demos: [
    {
      id: 'expansion-demo1',
      title: 'Basic',
      description:
        'An Accordion of ExpansionPanels: a click on a header opens its panel and closes the one that was open. defaultExpanded opens a panel at first; a disabled panel does not respond.',
    },
    {
      id: 'expansion-demo2',
      title: 'Bordered',
      description:
        'variant="bordered" draws one border around the panels. color sets the accent of the icons and of the open panel’s edge.',
    },
    {
      id: 'expansion-demo3',
      title: 'Card',
      description:
        'variant="card" draws each panel as a card of its own. A panel’s label takes any node, here the order number with its status.',
    },
    {
      id: 'expansion-demo4',
      title: 'Expand icon position',
      description: 'expandIconPosition puts the expand icon on the left of the header (the default) or on its right.',
    },
    {
      id: 'expansion-demo5',
      title: 'Multiple',
      description:
        'With multiple, opening a panel leaves the others open. Each panel’s expanded and onExpandedChange keep its state in yours, so buttons can open or close them all.',
    },
  ],
  configurator: { component: 'Accordion' },
  api: ['Accordion', 'ExpansionPanel'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the next header (disabled headers are skipped) or into an open panel’s content.' },
    { keys: 'Enter or Space', action: 'Opens or closes the panel of the focused header.' },
    { keys: 'Arrow Down / Arrow Up', action: 'Moves focus to the next or previous header, wrapping at the ends.' },
    { keys: 'Home / End', action: 'Moves focus to the first or the last header.' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: ['An `ExpansionPanel` also works on its own, outside an `Accordion`.'],
    },
    {
      heading: 'Behaviour',
      items: [
        'A person opening a panel by its header closes the others unless `multiple` is on, a disabled one too: `disabled` stops people toggling a panel, not the accordion. `onExpandedChange` tells each closed panel’s owner, in the same press. A panel your app opens through `expanded` leaves the others as they are: your app holds that state, so it closes them if it wants to. No handler is called on mount.',
        'Open and close animate the panel’s height; with reduced motion asked for, they happen at once. A closed panel’s content is unmounted once it has folded (its state is lost; its timers, media and effects stop) and mounted again as it opens; its region stays, empty and hidden, for the header’s `aria-controls`. `keepMounted`, on a panel or on the `Accordion`, keeps the content mounted, hidden from assistive technology and out of the Tab order.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'Each header is a button with `aria-expanded` inside a heading (level 3, or `headingLevel`), and controls its content, a region labelled by the header.',
      ],
    },
    {
      heading: 'Styling',
      items: ['A colour too faint against the page is drawn in the nearest shade that stands out (3:1) in each theme.'],
    },
    {
      heading: 'Errors',
      items: [
        'A `color` that is no colour keeps the theme’s primary colour and warns once in development with the colour helper’s text: “Invalid RGB color format”, “Invalid RGBA color format”, “Invalid HSL color format”, “Invalid HSLA color format”, “Incorrect RGB color format.”, “Wrong color name” or “Invalid argument; has no value.”. A colour only the page resolves (a `var()`, `currentColor`) is used as it is in both themes, its contrast unchecked.',
      ],
    },
  ],
});

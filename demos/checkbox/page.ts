import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Checkbox',
  description: 'A box that people tick to choose an option, with a mixed state for a box that stands for several others.',
  whenToUse: [
    'To choose any number of options from a list, each independent of the others.',
    'To switch one setting on or off when the choice takes effect only once a form is sent (use a switch when it takes effect at once).',
    'To check or clear a whole group at once: the parent box shows a dash while only some of its children are checked.',
  ],
  imports: ['Checkbox'],
  entry: 'checkbox',
  demos: [
    {
      id: 'checkbox-demo1',
      title: 'Basic',
      description:
        'A checkbox with a label; clicking the label toggles it too. size is small (14 px), medium (18 px), large (22 px) or a number of pixels.',
    },
    {
      id: 'checkbox-demo2',
      title: 'Disabled',
      description:
        'A disabled box keeps its state, is drawn in grey (#9E9E9E, in both themes, whatever its color) and cannot be toggled or focused.',
    },
    {
      id: 'checkbox-demo3',
      title: 'Custom colours',
      description: 'color fills a checked box with any CSS colour: a name, hex, rgb(), hsl(), oklch(), color() or a var(--token).',
    },
    {
      id: 'checkbox-demo4',
      title: 'Check all, from one value',
      description:
        'One state value — the list of done tasks — drives every box. The parent is checked when all tasks are, mixed when some are; ticking it checks them all, and while it is mixed a request to clear it is ignored.',
    },
    {
      id: 'checkbox-demo5',
      title: 'Check all, from each item’s flag',
      description:
        'Each item keeps its own completed flag, set through checked and onCheckedChange. The parent is worked out from the items on every render, and toggling it sets them all.',
    },
  ],
  configurator: { component: 'Checkbox' },
  api: ['Checkbox'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the next checkbox (disabled ones are skipped).' },
    { keys: 'Space', action: 'Toggles the focused checkbox; a mixed box becomes checked.' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        'The box is a native `<input type="checkbox">`, so `name`, `value`, `required` and form submission work as usual; `ref`, `className`, `style` and native attributes go to it, and `wrapperProps` to the label around it.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'A mixed box is announced as "mixed" by screen readers; `indeterminate` is a display state, so decide in `onCheckedChange` what a click on it means (usually: check everything).',
        '`onCheckedChange(checked, event)` is called once for each toggle a person makes — never on mount, and never when you pass a new `checked`.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'Sizes are 14, 18 and 22 px. The pointer target is the whole label, at least 24 px high, so a labelled box meets WCAG 2.2’s 24 × 24 px target size at every size; a box without text relies on the spacing exception, so keep 24 px between its centre and the next target.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'An invalid `size` (not `small`, `medium`, `large` or a positive number) draws the medium size and warns in development, naming the value; a `color` that is no colour keeps the theme’s colour and warns once in development with the colour helper’s text.',
      ],
    },
  ],
});

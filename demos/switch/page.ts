import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Switch',
  description: 'An on/off control for a setting that takes effect as soon as it is flipped.',
  whenToUse: [
    'To turn a single setting on or off with an immediate result, like Wi-Fi or notifications.',
    'Use a checkbox instead when the choice is applied only after the person submits a form.',
  ],
  imports: ['Switch'],
  entry: 'switch',
  demos: [
    {
      id: 'switch-demo1',
      title: 'Basic',
      description:
        'A controlled switch with a status beside it; the button toggles disabled, which keeps the state but stops flipping.',
    },
    {
      id: 'switch-demo2',
      title: 'Sizes',
      description: 'size is small (32 × 16 px), medium (44 × 22 px) or large (56 × 28 px).',
    },
    {
      id: 'switch-demo3',
      title: 'Label position',
      description: 'labelPosition puts the label after the switch (the default) or before it, as settings lists do.',
    },
  ],
  configurator: { component: 'Switch' },
  api: ['Switch'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the switch.' },
    { keys: 'Space', action: 'Flips the focused switch on or off.' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        'The switch is a native `<input type="checkbox" role="switch">`: screen readers announce it as a switch that is on or off, and forms submit it like a checkbox. `ref`, `className`, `style` and native attributes go to it; `wrapperProps` to the label around it.',
        '`checked`, `defaultChecked` and `onCheckedChange(checked, event)` hold its state; `onCheckedChange` is called once for each flip a person makes — never on mount, and never when you pass a new `checked`.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The pointer target is the whole label, at least 24 px high, so even the small 32 × 16 px switch meets WCAG 2.2’s 24 × 24 px target size when it has a label.',
      ],
    },
    {
      heading: 'Styling',
      items: ['Its on colour is `#1890ff`; set `--aq-switch-on-color` in its style to change that.'],
    },
    {
      heading: 'Errors',
      items: ['An unknown `size` draws the medium size and warns in development, naming the value.'],
    },
  ],
});

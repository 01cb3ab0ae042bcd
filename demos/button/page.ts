import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Button',
  description:
    'A native button that starts an action. Four variants set its emphasis; size, corner radius and colour fit it to its place.',
  whenToUse: [
    'To start an immediate action: save, send, open a dialog, confirm a step.',
    'Use the filled variant for the one main action of a view, outlined or text for the others, and elevated on busy or image backgrounds.',
    'To move to another page, use a link instead.',
  ],
  imports: ['Button'],
  entry: 'button',
  demos: [
    {
      id: 'button-demo1',
      title: 'Basic',
      description: 'A button calls onClick when pressed. A disabled button cannot be focused or pressed.',
    },
    { id: 'button-demo2', title: 'Sizes', description: 'size sets a small, medium (default) or large button.' },
    {
      id: 'button-demo3',
      title: 'Colour',
      description:
        'color takes any CSS colour (a name, hex, rgb(), hsl(), oklch(), color(), a var(--token) …); the label turns dark on light colours so it stays readable, and is white on a colour only the page resolves.',
    },
    {
      id: 'button-demo4',
      title: 'Variants',
      description: 'variant chooses filled (default), outlined, text or elevated.',
    },
    {
      id: 'button-demo5',
      title: 'Corner rounding',
      description: 'radius chooses small, medium (default), large or full (a pill).',
    },
  ],
  configurator: { component: 'Button' },
  api: ['Button'],
  keyboard: [
    { keys: 'Tab / Shift + Tab', action: 'Moves focus to the next / previous button; disabled buttons are skipped' },
    { keys: 'Enter', action: 'Activates the focused button' },
    { keys: 'Space', action: 'Activates the focused button' },
  ],
  notes: [
    {
      heading: 'Behaviour',
      items: [
        '`Button` renders a native `<button>` with `type="button"`, so it never submits a form by accident; pass `type="submit"` for a form\'s submit button.',
      ],
    },
    {
      heading: 'Styling',
      items: [
        "Sizes are 24, 32 and 40 px high with 16, 20 and 24 px of padding and 12, 14 and 16 px text, and the corners 2, 4 and 6 px or a pill; even the small button meets WCAG 2.2's 24 × 24 px target size.",
      ],
    },
    {
      heading: 'Errors',
      items: [
        'A `color` that is no colour keeps the theme’s primary colour and warns once in development with the colour helper’s text (for example "Wrong color name").',
      ],
    },
  ],
});

import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Badge',
  description: 'A small number on the corner of an avatar, icon or button: unread messages, items waiting, new results.',
  whenToUse: [
    'To show how many new or pending things sit behind an element, without taking space in the layout.',
    'Keep the count short: past max (99 by default) it shows as 99+.',
    'When the number itself matters less than "something new", hide it until there is news with invisible.',
  ],
  imports: ['Badge'],
  entry: 'badge',
  demos: [
    { id: 'badge-demo1', title: 'Basic', description: 'Wrap any element in a Badge and give it a number with content.' },
    {
      id: 'badge-demo2',
      title: 'Hide the badge',
      description:
        'invisible hides the badge and keeps the content; here a switch controls it, and the count keeps counting while hidden.',
    },
    {
      id: 'badge-demo3',
      title: 'Colour',
      description:
        'color takes any CSS colour (a name, hex, rgb(), hsl(), oklch(), color(), a var(--token) …), and the text becomes white or near-black, whichever reads better on it (white on a colour only the page resolves, such as a var()). Pass { backgroundColor, overlayColor } to choose both.',
    },
    { id: 'badge-demo4', title: 'Sizes', description: 'size is small (20 px, the default), medium (24 px) or large (28 px).' },
    {
      id: 'badge-demo5',
      title: 'Placement',
      description: 'placement puts the badge on the top corner after the content (the default) or before it.',
    },
    {
      id: 'badge-demo6',
      title: 'Maximum',
      description: 'A number above max shows as that limit and a plus: 100 becomes 99+, and 12 with a limit of 9 becomes 9+.',
    },
    {
      id: 'badge-demo7',
      title: 'Other uses',
      description:
        'On a button, on an icon (named with role="img" and an aria-label that includes the count) and after a piece of text.',
    },
  ],
  configurator: { component: 'Badge' },
  api: ['Badge'],
  notes: [
    {
      heading: 'Accessibility',
      items: [
        'The count is text inside the wrapper, right after the content, so screen readers read "Inbox 7". When the content is an icon, give the wrapper `role="img"` and an `aria-label` that says the count in words.',
        'The default fill `#FF4D4F` carries near-black text: white on it reaches only 3.3:1, below the 4.5:1 that small text needs, while near-black reaches 4.8:1.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'A `color` that is no colour draws the default `#FF4D4F` and warns once in development with the colour helper’s text (for example “Wrong color name”); an unknown `size` draws the small badge and warns in development, naming it.',
      ],
    },
  ],
});

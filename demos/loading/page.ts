import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Loading',
  description: 'A spinner that tells people something is under way: twelve bars or dots turning in three sizes.',
  whenToUse: [
    'While a part of the page waits for data, so people know it is coming.',
    'Beside a short message saying what is loading, in a panel or a button row.',
    'Keep it for waits of about a second or more; for longer waits with a known end, a progress bar says more.',
  ],
  imports: ['Loading', 'useLoading'],
  entry: 'loading',
  demos: [
    {
      id: 'loading-demo1',
      title: 'Basic',
      description: 'A spinner beside a message; hidden hides it when the work is done, and the button starts it again.',
    },
    {
      id: 'loading-demo2',
      title: 'Sizes',
      description: 'size is small (36 px), medium (44 px, the default) or large (64 px).',
    },
    {
      id: 'loading-demo3',
      title: 'Bars or dots',
      description: 'variant draws bars (the default) or dots.',
    },
    {
      id: 'loading-demo4',
      title: 'Full-page overlay',
      description:
        'useLoading().show() dims the whole page and puts a spinner in its centre until hide(); here a pretend save of two seconds. show takes size, variant and the label screen readers hear.',
    },
  ],
  configurator: { component: 'Loading' },
  api: ['Loading'],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`useLoading()` needs no provider or host: `show()` mounts the overlay at the end of the body (z-index 1000, the page dimmed to `rgba(0, 0, 0, 0.32)`) and takes every press meant for the page; a second `show()` keeps the one overlay, and one `hide()` removes it. `visible` says whether it is up. A status region announces the label (“Loading”) when it shows. Disable the control that started the work until it is done, so the keyboard cannot start it twice.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The spinner has `role="status"` and is named "Loading"; give it an `aria-label` that says what is loading when there is more than one.',
        'Mark the region that is loading with `aria-busy` while it waits, as the first example does.',
        'When the system asks for reduced motion, the spinner stands still and keeps its fading trail.',
      ],
    },
    {
      heading: 'Styling',
      items: ['Its colour is the theme’s primary colour; set `--aq-loading-color` on it to change that.'],
    },
  ],
});

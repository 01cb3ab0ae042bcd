import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Carousel',
  description:
    'Shows one slide at a time from a set: previous and next buttons, dots to pick a slide, swiping on touch screens, and automatic play that people can stop.',
  whenToUse: [
    'To show a few items of equal weight — featured articles, product photos, announcements — in the space of one.',
    'When people may browse the items but need none of them to use the page: content hidden on later slides is often missed.',
    'Keep automatic play for short, non-essential content; people need time to read, and anything important belongs where it stays put.',
  ],
  imports: ['Carousel', 'CarouselItem'],
  entry: 'carousel',
  demos: [
    {
      id: 'carousel-demo1',
      title: 'Basic',
      description:
        'A Carousel of CarouselItem slides. The arrows step through them and wrap at the ends, a dot jumps to its slide, and a swipe of 30 px or more moves one slide left or right.',
    },
    {
      id: 'carousel-demo2',
      title: 'Auto-play',
      description:
        'autoPlay moves to the next slide every autoPlayInterval ms (3000 by default) and wraps to the first after the last. It pauses while the pointer is over the carousel or keyboard focus is inside it, and the button beside the dots stops and starts it.',
    },
    {
      id: 'carousel-demo3',
      title: 'Dot placement',
      description: 'dotPlacement puts the dots above the slides ("top") or below them ("bottom", the default).',
    },
  ],
  configurator: { component: 'Carousel' },
  api: ['Carousel', 'CarouselItem'],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      action: 'Moves through the rotation button, the dots, the previous and next buttons and the links of the slide shown.',
    },
    {
      keys: 'Enter / Space',
      action: 'On Previous slide or Next slide: shows that slide, wrapping at the ends. On a dot: shows its slide.',
    },
    { keys: 'Enter / Space', action: 'On the rotation button: stops automatic play, or starts it again.' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        'Uncontrolled, `defaultSelectedIndex` picks the first slide shown; controlled, `selectedIndex` with `onSelectedIndexChange` keeps it in your state. `labels` translates every word the carousel uses.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'Automatic play pauses while the pointer is over the carousel or keyboard focus is inside it, and the rotation button is always visible while it is on. Once someone presses it, their choice stands: pressing Start keeps it playing even under the pointer.',
        '`autoPlayInterval` 0 never moves the slides, and no rotation button is shown. A single slide gets no buttons and no dots.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The carousel follows the WAI-ARIA carousel pattern: a region with `aria-roledescription="carousel"` named "Carousel" (give it an `aria-label` that says what it shows), and slides that are groups with `aria-roledescription="slide"`, named by their place ("2 of 4"). The dots are buttons; the current one has `aria-current`.',
        'Slides that are not shown are inert, so Tab and screen readers skip their content.',
        'While the slides move by themselves they are `aria-live="off"`, so nothing interrupts a screen reader; stopped, they are `aria-live="polite"` and each slide a person moves to is announced.',
        'When the system asks for reduced motion, slides change without sliding and automatic play starts stopped; the rotation button still starts it.',
      ],
    },
  ],
});

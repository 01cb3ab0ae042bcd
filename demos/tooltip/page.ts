import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Tooltip',
  description:
    'A short text label that appears next to an element while it is hovered or focused, and describes it to assistive technology.',
  whenToUse: [
    'To name an icon-only button or explain a control in a few words.',
    'Not for anything a person must read or act on: a tooltip cannot hold links or buttons, and touch screens have no hover.',
  ],
  imports: ['Tooltip'],
  entry: 'tooltip',
  demos: [
    {
      id: 'tooltip-demo1',
      title: 'Placement',
      description:
        'placement puts the tooltip on the top (default), right, bottom or left; it flips to the other side when there is no room.',
    },
  ],
  configurator: { component: 'Tooltip', minPreviewHeight: 160, sampleStartsOpen: true },
  api: ['Tooltip'],
  keyboard: [
    { keys: 'Tab', action: 'Focusing the trigger shows its tooltip' },
    { keys: 'Shift + Tab / Tab away', action: 'Moving focus away hides the tooltip' },
    { keys: 'Escape', action: 'Hides the tooltip; focus stays on the trigger' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`Tooltip` wraps exactly one element, which must accept a ref and be focusable (a button, a link); its own ref and handlers keep working.',
        '`open` with `onOpenChange` (or `defaultOpen`) control whether it shows; Escape hides it.',
      ],
    },
    {
      heading: 'Behaviour',
      items: ['Pointing at the tooltip itself keeps it open, so its text can be read at any zoom level.'],
    },
    {
      heading: 'Accessibility',
      items: [
        'While shown, the tooltip is rendered on `document.body` with `role="tooltip"`, and the trigger points at it with `aria-describedby`.',
      ],
    },
    {
      heading: 'Styling',
      items: [
        'It fades in and out over 0.3 s (`--aq-duration-tooltip`) and appears without animation when the system asks for reduced motion.',
      ],
    },
  ],
});

import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Resize',
  description:
    'A panel people resize by dragging its handle with a mouse, pen or finger, or from the keyboard, never below its minimum width and height.',
  whenToUse: [
    'For a panel whose best size depends on the person and the content: notes, a preview, a code or log view.',
    'When people should choose how much room a side panel takes beside the main content.',
    'Keep the panel’s content usable at the minimum size you set; it scrolls when the panel is smaller than it.',
  ],
  imports: ['Resizable'],
  entry: 'resize',
  demos: [
    {
      id: 'resize-demo1',
      title: 'Basic',
      description:
        'width={320} sets the starting width. Drag the bottom-right corner, or Tab to it and use the arrow keys; onResize reports the size when you let go and after each key.',
    },
    {
      id: 'resize-demo2',
      title: 'Direction and marker position',
      description:
        'resizeDirection changes both sizes, only the width or only the height; markerPosition puts the handle at a corner or an edge. minWidth and minHeight keep the box at least 100 × 100 px.',
    },
  ],
  configurator: { component: 'Resizable' },
  api: ['Resizable'],
  keyboard: [
    { keys: 'Tab', action: 'Moves focus to the handle (a separator named by handleLabel).' },
    {
      keys: 'Right Arrow / Left Arrow',
      action: 'Moves the handle 10 px right or left, resizing the width (not with resizeDirection="vertical").',
    },
    {
      keys: 'Down Arrow / Up Arrow',
      action: 'Moves the handle 10 px down or up, resizing the height (not with resizeDirection="horizontal").',
    },
    { keys: 'Shift + an arrow', action: 'Moves the handle 50 px instead.' },
    { keys: 'Home', action: 'Makes the panel as small as minWidth and minHeight allow.' },
    { keys: 'End', action: 'Makes the panel as wide as its container (not with resizeDirection="vertical").' },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`width={0}` (the default) sets no width: the panel keeps the width your layout gives it — a block fills its container, a flex item fits its content — and a width or height in your class or style is where it starts. Once resized, the panel’s own size wins.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'Moving the handle away from the panel grows it. With the handle on the left or top, where the panel grows depends on your layout: a panel aligned to the right or bottom of its container (as in the second example) grows toward the handle.',
        'The panel never becomes narrower than `minWidth` or lower than `minHeight`, not even at first, nor wider than its container. Content larger than the panel scrolls inside it.',
        'Pointer resizing uses pointer events with pointer capture, so it works with a mouse, a pen or a finger and keeps going when the pointer leaves the handle. `onResize` is called once when the pointer is released (or the browser cancels it).',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The handle is a focusable separator with `aria-valuenow`, `aria-valuemin` and `aria-valuemax` (the width, or the height when only the height changes) and an `aria-valuetext` giving the size, as in the WAI-ARIA window splitter pattern. Its mark is 5 px thick; its grab area reaches a little further into the panel, for fingers.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'Sizes may be numbers or their text ("300", "300px"). A value the panel cannot use is replaced by the default and warned once in development, naming the prop, for example "Aquila UI: Resizable minWidth must be a number of pixels of at least 0, such as 120 or "120px"; got -10. 100 is used."',
      ],
    },
  ],
});

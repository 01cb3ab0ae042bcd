import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Drawer',
  description:
    'A panel that slides in from an edge of the screen over the page, for navigation or a task that should not leave the current view.',
  whenToUse: [
    'To show side navigation or a filter panel on small screens without leaving the page.',
    'To view or edit the details of an item while the list stays in place behind it.',
    'For a short task that needs more room than a popover but less ceremony than a new page.',
  ],
  imports: ['Drawer', 'DrawerHost', 'useDrawer'],
  entry: 'drawer',
  demos: [
    {
      id: 'drawer-demo1',
      minPreviewHeight: 320,
      title: 'Basic',
      description:
        'open and onOpenChange open and close the drawer. It slides in from the left by default and closes on the backdrop or Escape; closeDesktop adds the × button.',
    },
    {
      id: 'drawer-demo2',
      minPreviewHeight: 320,
      title: 'Placement',
      description:
        'placement chooses the edge the drawer slides in from: top, right, bottom or left (the default). closeMobile shows the drag handle, which closes the drawer on a swipe toward that edge or a click.',
    },
    {
      id: 'drawer-demo3',
      minPreviewHeight: 320,
      title: 'Backdrop not closable',
      description:
        'With backdropClosable={false} a click on the backdrop does nothing; the drawer closes with its × button (closeDesktop), a button of your own or Escape.',
    },
    {
      id: 'drawer-demo4',
      minPreviewHeight: 320,
      title: 'Dynamic component',
      description:
        'useDrawer().open(Component, { data, …Drawer props }) opens a drawer from code, with no host to render first; the component receives data and a drawerRef it can close.',
    },
  ],
  configurator: { component: 'Drawer', minPreviewHeight: 320, sampleStartsOpen: true },
  api: ['Drawer'],
  keyboard: [
    { keys: 'Escape', action: 'Closes the topmost open drawer; a list, menu or tooltip open above it closes first' },
    { keys: 'Tab', action: 'Moves focus to the next focusable element inside the drawer; wraps from the last to the first' },
    {
      keys: 'Shift + Tab',
      action: 'Moves focus to the previous focusable element inside the drawer; wraps from the first to the last',
    },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`useDrawer()` needs no provider and no host: `open(contentOrComponent, config)` takes a component (which receives `data` and `drawerRef` props) or a React element, and any `Drawer` prop in `config`; it returns a `DrawerRef` with `close()` and `afterClosed()`. `closeAll()` closes every drawer opened this way. On first use a host is mounted at the end of the body; render `<DrawerHost />` yourself when the drawers need your app’s context (a router, a provider) — a mounted `DrawerHost` takes precedence, and with several only the first renders.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'Close controls: `closeMobile` shows the drag-handle bar (at the top of the panel, at the bottom of a top drawer), which closes the drawer on a swipe of at least 30 px toward its edge or on a click; `closeDesktop` shows the × button, only while `closeMobile` is off. Both are buttons named by `closeLabel` ("Close").',
        'With neither, the drawer closes on the backdrop, Escape or your own button; a close button that only screen readers reach stays in it, for touch screen-reader users who cannot press Escape.',
        '`backdrop={false}` only hides the dimming: the layer behind the drawer stays, invisible, and still closes it on a press when `backdropClosable`. A press while a list or menu is open above the drawer closes only that list.',
        'A close the person asks for (backdrop, ×, handle, swipe, Escape) calls `onOpenChange(false)` at once; the panel then slides out for 500 ms (`--aq-duration-drawer`), and only then does `onClose` fire, the drawer unmount and the page scroll lock (`overflow: hidden` on the body, padded by the width of the scrollbar it hid so the page does not shift) go. A parent that sets `open` to `false` itself gets the same slide-out and `onClose`, without `onOpenChange`. With `prefers-reduced-motion` there is no animation and it closes at once.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The drawer is a modal dialog (`role="dialog"`, `aria-modal="true"`) rendered in a portal on `document.body`. The `heading` prop is its visible title and its accessible name; without a heading, give it an `aria-label`. The `title` prop stays the native HTML attribute.',
        'On open, focus moves to the first focusable element inside and stays trapped inside; on close it returns to the element that opened the drawer. While it is open the rest of the page is hidden from assistive technology (`aria-hidden`, but for live regions).',
      ],
    },
  ],
});

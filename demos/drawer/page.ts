import { definePage } from '../../src/docs/types';

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
      title: 'Basic',
      description:
        'visible and onVisibleChange open and close the drawer. It slides in from the left by default and closes on the backdrop, the close button, Escape or a swipe toward its edge.',
    },
    {
      id: 'drawer-demo2',
      title: 'Placement',
      description: 'placement chooses the edge the drawer slides in from: top, right, bottom or left (the default).',
    },
    {
      id: 'drawer-demo3',
      title: 'Backdrop not closable',
      description:
        'With backdropClosable={false} a click on the backdrop does nothing; the drawer closes with its close button, a button of your own or Escape.',
    },
    {
      id: 'drawer-demo4',
      title: 'Dynamic component',
      description:
        'useDrawer().open(Component, { data, …Drawer props }) opens a drawer from code; the component receives data and a drawerRef it can close.',
    },
  ],
  api: ['Drawer'],
  keyboard: [
    { keys: 'Escape', action: 'Closes the topmost open drawer' },
    { keys: 'Tab', action: 'Moves focus to the next focusable element inside the drawer; wraps from the last to the first' },
    {
      keys: 'Shift + Tab',
      action: 'Moves focus to the previous focusable element inside the drawer; wraps from the first to the last',
    },
  ],
  notes: [
    'The drawer is a modal dialog (role="dialog", aria-modal="true") rendered in a portal on document.body. The heading prop is its visible title and its accessible name; without a heading, give it an aria-label. The title prop stays the native HTML attribute.',
    'On open, focus moves to the first focusable element inside (the close button) and stays trapped inside; on close it returns to the element that opened the drawer.',
    'Closing slides the panel out for 500 ms (--aq-duration-drawer); only then does the drawer unmount, fire onClose and remove the page scroll lock (overflow: hidden on the body, restored to its previous value). onVisibleChange(false) fires as soon as a close is requested. With prefers-reduced-motion there is no animation and it unmounts at once.',
    "A swipe of at least 30 px toward the drawer's own edge closes it: left for a left drawer, right for right, up for top, down for bottom. A drag that starts in a form field, or that selects text, is not a swipe.",
    "closeDesktop and closeMobile close the drawer when a link inside it is clicked: closeDesktop on viewports 840 px and wider, closeMobile below 840 px (the (max-width: 839.98px) media query). The site's side navigation uses closeDesktop, so choosing a page closes the menu.",
    'useDrawer() works without a provider: render <DrawerHost /> once near the root of your app, and every open() call renders there. open(contentOrComponent, config) takes a component (which receives data and drawerRef props) or a React element, and any Drawer prop in config; it returns a DrawerRef with close() and afterClosed(). closeAll() closes every drawer opened this way. If no DrawerHost is mounted, open() warns in the console. When several hosts are mounted, only the first renders.',
  ],
});

import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Dialog',
  description:
    'A modal window over the page for a task or a decision that needs the person’s attention before they go on. Open one from code with any component or element, and get back the value it closes with.',
  whenToUse: [
    'To confirm a destructive or irreversible action, such as deleting a file.',
    'For a short, focused task — pick a value, fill a small form — without leaving the page.',
    'To show details that need a decision, where a tooltip or a drawer would be too light or too large.',
  ],
  imports: ['Dialog', 'DialogClose', 'DialogHost', 'useDialog'],
  entry: 'dialog',
  demos: [
    {
      id: 'dialog-demo1',
      minPreviewHeight: 360,
      title: 'Component',
      description:
        'useDialog().open(Component, config) shows a component of yours in a dialog. DialogClose buttons inside close it; afterClosed() resolves with the value the dialog closed with.',
    },
    {
      id: 'dialog-demo2',
      minPreviewHeight: 360,
      title: 'Component with data',
      description:
        'config.data reaches the component as its data prop, with a dialogRef to close it with a value. Pick a new state and close it any other way: a before-close guard asks first, in a second dialog.',
    },
    {
      id: 'dialog-demo3',
      minPreviewHeight: 360,
      title: 'Element',
      description:
        'open() also takes a React element, written where you open it and using the values at hand. size="small" makes a 400 px confirmation.',
    },
    {
      id: 'dialog-demo4',
      minPreviewHeight: 360,
      title: 'Draggable',
      description:
        'draggable moves the dialog by its title bar or, from the keyboard, by its move button. dragConstraint chooses whether it may leave the window; resizable adds a resize handle in its corner.',
    },
  ],
  manualTables: [
    {
      title: 'useDialog()',
      columns: ['Member', 'Description', 'Type'],
      rows: [
        [
          'open(content, config?)',
          'Opens a dialog. A component receives data and dialogRef props. Anything else throws TypeError("Dialog must receive a Component or a ReactElement, but this has been passed instead: …") with the value passed.',
          '(Component | ReactElement, DialogConfig) => DialogRef',
        ],
        ['dialogs', 'The open dialogs, oldest first; the component re-renders when it changes.', 'readonly DialogRef[]'],
        ['closeAll()', 'Asks every open dialog to close (their before-close guards still decide).', '() => void'],
        [
          'isOpen(id)',
          'Whether the dialog with this id is open (not closed nor closing), read from the dialogs as they are now.',
          '(id: string) => boolean',
        ],
        ['hasOpenDialogs', 'Whether any dialog is open; the component re-renders when it changes.', 'boolean'],
        [
          'config',
          'Every Dialog prop below except open, defaultOpen, onOpenChange and children, plus id (the dialog’s id and its element’s id) and data (for the component).',
          'DialogConfig',
        ],
      ],
    },
    {
      title: 'DialogRef',
      columns: ['Member', 'Description', 'Type'],
      rows: [
        ['id', 'The config’s id; else the component’s name; else "dialog-" and a random UUID.', 'string'],
        ['data', 'The data given in the open config, or by the last updateConfig.', 'D'],
        [
          'backdropClick(listener)',
          'Calls listener with each press on the backdrop (without a backdrop, each press on the page outside the dialog), whether or not it closes the dialog. Returns the function that stops it.',
          '(listener: (event: MouseEvent) => void) => () => void',
        ],
        [
          'updateConfig(change)',
          'Changes the open dialog’s config (heading, size, width, data, enableClose, …, not its id) and renders it again.',
          '(change: Partial<DialogConfig>) => void',
        ],
        [
          'close(value?)',
          'Asks the dialog to close with value; it closes unless a before-close guard answers false.',
          '(value?: R) => void',
        ],
        [
          'afterClosed()',
          'Resolves with the closing value once the dialog has closed and left the page.',
          '() => Promise<R | undefined>',
        ],
        [
          'addBeforeClose(guard)',
          'Adds a guard every close asks first; the dialog closes only if none answers false (undefined is no objection). Returns the function that removes it.',
          '(guard: (value) => boolean | void | Promise<boolean>) => () => void',
        ],
        [
          'resetDrag(offset?)',
          'Puts the dialog back in the centre, moved by offset px when given.',
          '(offset?: { x?: number; y?: number }) => void',
        ],
      ],
    },
  ],
  configurator: { component: 'Dialog', minPreviewHeight: 360, sampleStartsOpen: true },
  api: ['Dialog', 'DialogClose'],
  keyboard: [
    {
      keys: 'Escape',
      action:
        'Closes every open dialog that allows it (enableClose escape); one with "onlyLastStrategy" only while it is the topmost. A list, menu, calendar or tooltip open above the dialogs closes first',
    },
    { keys: 'Tab', action: 'Moves focus to the next focusable element inside the dialog; wraps from the last to the first' },
    {
      keys: 'Shift + Tab',
      action: 'Moves focus to the previous focusable element inside the dialog; wraps from the first to the last',
    },
    { keys: 'Enter / Space', action: 'On the close button or a DialogClose: closes the dialog' },
    { keys: 'Arrow keys', action: 'On the move button of a draggable dialog: moves it by 10 px; with Shift, by 50 px' },
    { keys: 'Home', action: 'On the move button: puts the dialog back in the centre' },
    {
      keys: 'Arrow keys',
      action:
        'On the resize handle of a resizable dialog: left and right change the width, up and down the height, by 10 px; with Shift, by 50 px',
    },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        '`useDialog()` needs no provider and no host: on first use a host is mounted at the end of the body, and every `open()` call renders there. Render `<DialogHost />` yourself when the dialogs’ content needs your app’s context (a router, a provider): a mounted `DialogHost` takes precedence, and with several only the first renders. `<Dialog open onOpenChange>` is the same window for a dialog you declare in your JSX.',
        'Ids: without an `id`, a component’s dialog takes the component’s name (its `displayName`, else its function name — minifiers may shorten that, so give an `id` or a `displayName` when it matters), and an element’s dialog gets "dialog-" and a random UUID, with a console warning in development (“Dialog id is not provided, generated id is …”). Opening a dialog with the id of an open one removes the open one at once: its `afterClosed()` resolves with `undefined`.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        'A dialog closes by its close button, a press on its backdrop, Escape, a `DialogClose` (with its value) or `dialogRef.close(value)`. Each of them asks the before-close guards first; while a guard’s `Promise` is pending, further close requests are ignored, and a `Promise` that fails counts as `false`.',
        '`enableClose` decides which gestures close: `true` (both), `false` (neither: only the close button, `DialogClose` and code), or `{ backdrop, escape }` separately. An Escape reaches every open dialog, and each closes by its own rule: `true` closes it, `false` keeps it open, `"onlyLastStrategy"` closes it only while it is the topmost open dialog (give every dialog `"onlyLastStrategy"` to close one at a time). A list, menu or tooltip open above the dialogs takes the Escape first, and a press outside it closes only that list: the dialog stays. Without a backdrop, a press on the page outside the dialog stands for the backdrop press. `onBackdropClick` (and `dialogRef.backdropClick`) tell of each such press first; `preventDefault()` in `onBackdropClick` keeps the dialog open. `onOpenChange(false)` is called only when a person asks to close (never when your code changes `open`).',
        'A draggable dialog has a 10 px drag marker on top of its title bar. `dragConstraint` `"none"` lets it go anywhere, `"constrain"` keeps it inside the window while dragging, `"bounce"` pulls it back inside on release (keyboard moves stay inside with both). The `useDrag` hook it uses is exported for your own draggable elements; called without a target it throws "You need to specify the drag target".',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The dialog follows the WAI-ARIA modal dialog pattern: `role="dialog"` with `aria-modal="true"`, named by its heading (`aria-labelledby`; without a heading give it an `aria-label`). When it opens, focus moves to the first control of its content (else its close button); Tab stays inside; when it closes, focus returns to the element that had it before. While it is open the rest of the page is hidden from assistive technology (`aria-hidden`, but for live regions), so a screen reader’s reading cursor stays in the dialog.',
      ],
    },
    {
      heading: 'Styling',
      items: [
        'While a dialog is open the page body has the class `aq-dialog-open` and its scrolling is locked; the body is padded by the width of the scrollbar it hid, so the page does not shift sideways. Both go when the last dialog has closed. The dialog’s layer (backdrop and window) sits at z-index 1050. It opens in 0.4 s with its backdrop fading in over 0.3 s and closes in 0.2 s; with `prefers-reduced-motion` it does not animate.',
        '`size`: `small` is 400 px, `medium` (the default) 560 px and `large` 800 px wide with the height of their content; `fullScreen` fills the window. `width`, `height`, `minWidth`, `maxWidth`, `minHeight` and `maxHeight` override the preset (numbers, and text such as "300" or "300px", are px; other CSS lengths pass as written; a value that is no size keeps the preset’s, with a development warning), and `sizes` changes or adds presets by name. Unless you set `maxWidth` and `maxHeight`, a dialog stays 2rem smaller than the window and its content scrolls.',
        '`zIndexGetter` returns the z-index of the dialog’s layer when 1050 is not right for your page.',
      ],
    },
  ],
});

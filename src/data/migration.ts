/**
 * Long on purpose: data, a table per component. Where each component behaves or is shaped differently from
 * the Angular library it was ported from (ngx-eagle), for people moving an app across: the migration guide
 * shows it under the component's names (./ngx-eagle-api.ts). The Aquila UI half names props by their 1.0
 * names. Component pages speak to React users only, so these notes live here rather than on them.
 */
export interface MigrationNotes {
  /** The component page's folder, as the route table names it. */
  page: string;
  differences: MigrationDifference[];
}

/**
 * One difference, as the two halves of a sentence: what ngx-eagle does, and what Aquila UI does instead.
 * Each half reads on its own (a table cell); code names go in backticks.
 */
export interface MigrationDifference {
  ngxEagle: string;
  aquila: string;
}

export const MIGRATION_NOTES: readonly MigrationNotes[] = [
  {
    page: 'avatar',
    differences: [
      {
        ngxEagle: 'A picture that fails to load shows a broken image, and its alt text is a fixed word.',
        aquila: 'A picture that fails to load falls back to the initials, or the icon, and its alt text is the person’s name.',
      },
      {
        ngxEagle: 'The avatar is always 32 px.',
        aquila: "`size` is added (`'medium'`, 32 px, by default), so avatars fit dense lists and profile headers alike.",
      },
    ],
  },
  {
    page: 'badge',
    differences: [
      {
        ngxEagle:
          'The default fill `#FF4D4F` carries white text, and `{ backgroundColor, overlayColor }` sets the fill and the text colour.',
        aquila:
          'The default fill `#FF4D4F` carries near-black text, as white on it reaches only 3.3:1; a colour you pass gets white or near-black, whichever reads better, and `{ backgroundColor, overlayColor }` still sets both.',
      },
      {
        ngxEagle: 'The `ngxBadge` directive goes on a host element, and without a value it draws an empty badge.',
        aquila: '`Badge` is a component that wraps its content, and without `content` it draws no badge at all.',
      },
    ],
  },
  {
    page: 'button',
    differences: [
      {
        ngxEagle: 'The `ngx-button` directive goes on a `<button>` of yours, which submits its form, as a native button does.',
        aquila: '`Button` is a component that renders the `<button>`, and its `type` defaults to `"button"`.',
      },
      {
        ngxEagle: 'A button’s colour comes only from the theme’s variables, and a disabled button is faded.',
        aquila:
          '`color` is added, and a disabled button is drawn in the theme’s disabled colours, so it reads as disabled in both themes.',
      },
    ],
  },
  {
    page: 'card',
    differences: [
      {
        ngxEagle:
          'The parts are the `ngx-card-header`, `ngx-card-content` and `ngx-card-actions` elements and the `ngx-card-avatar` and `ngx-card-image` attributes.',
        aquila:
          'The parts are the `CardHeader`, `CardContent` and `CardActions` components, `CardHeader`’s `avatar` prop and the `CardImage` component, so each part forwards its ref and its props are typed.',
      },
      {
        ngxEagle: 'A card has no title or subtitle part, is not named for assistive technology, and is always drawn elevated.',
        aquila:
          '`CardTitle` and `CardSubtitle` are added, and the card is an `<article>` named by its title, so assistive technology can list and announce cards; `variant` adds the outlined and filled surfaces beside the elevated one.',
      },
    ],
  },
  {
    page: 'carousel',
    differences: [
      {
        ngxEagle: '`selectedIndex` is the slide the carousel starts on; it then moves by itself.',
        aquila:
          '`selectedIndex` without `onSelectedIndexChange` is read-only, as React’s controlled props are, and warns in development; to start on a slide and let the carousel move, use `defaultSelectedIndex`.',
      },
      {
        ngxEagle:
          'Automatic play goes on under the pointer and keyboard focus, with no stop button, and the dots are the only controls.',
        aquila:
          'Automatic play pauses under the pointer and keyboard focus and has a stop button, and previous and next buttons join the dots, as the WAI-ARIA carousel pattern asks.',
      },
      {
        ngxEagle: 'A carousel item accepts a `disabled` input but does not use it.',
        aquila: '`CarouselItem` has no `disabled` prop.',
      },
    ],
  },
  {
    page: 'checkbox',
    differences: [
      {
        ngxEagle: 'The state is bound with `ngModel`.',
        aquila: 'The state is `checked`, `defaultChecked` and `onCheckedChange(checked, event)`, as React does for two-way values.',
      },
      {
        ngxEagle: 'The `onChecked` event fires on a toggle, but stays silent while a value is bound.',
        aquila:
          '`onCheckedChange(checked, event)` is the one handler, called on every toggle, also with a bound value, so check-all code carries over.',
      },
    ],
  },
  {
    page: 'datepicker',
    differences: [
      {
        ngxEagle: 'The two-way `range` and `rangeChange` carry the dates as text in the format.',
        aquila:
          '`value`, `defaultValue` and `onChange` carry `Date` objects, so you can compare and format them as you need without parsing; `value` also takes the text, and `onChange` gives it as its second argument.',
      },
      {
        ngxEagle: '`rangeChange` fires for the person’s changes, and also when its `range` input changes.',
        aquila: '`onChange` is called for the person’s changes only, not again when you pass a new value, as React change events do.',
      },
      {
        ngxEagle: 'The calendar opens from the field alone, with no month and year lists in its header.',
        aquila:
          'Besides the field, a calendar button opens the calendar as a modal dialog for keyboard and screen reader users, and the month and year are chosen from two lists in its header.',
      },
      {
        ngxEagle: '`firstDayOfWeek` is Sunday or Monday, and a value no calendar can be drawn from draws a wrong one.',
        aquila:
          '`firstDayOfWeek` takes any weekday from 0 (Sunday) to 6 (Saturday), and a value no calendar can be drawn from is replaced by the default, with a warning in development.',
      },
      {
        ngxEagle: 'A typed date is read at each keystroke, so a date still being typed (1/1/2) can be taken for a whole one.',
        aquila:
          'A typed date is read when you leave the field or press Enter, so a date still being typed is never taken for a whole one.',
      },
    ],
  },
  {
    page: 'dialog',
    differences: [
      {
        ngxEagle: 'The dialog ref’s `backdropClick$` observable and the service’s `hasOpenDialogs()`.',
        aquila:
          '`dialogRef.backdropClick(listener)`, which returns its unsubscribe function, and the `hasOpenDialogs` boolean of `useDialog()`, which re-renders as it changes.',
      },
      {
        ngxEagle:
          'Dialogs open through the `NgxDialog` service, with a component or a `TemplateRef` (the `TypeError` names a `TemplateRef`).',
        aquila:
          'Dialogs open through the `useDialog()` hook, with a component or a React element (the `TypeError` names a `ReactElement`).',
      },
      {
        ngxEagle: '`afterClosed$` is an `Observable`, and before-close guards may answer with an `Observable`.',
        aquila: '`afterClosed()` is a `Promise`, and guards answer with a boolean or a `Promise`.',
      },
      {
        ngxEagle: 'A global config provider gives every dialog its config, sizes included.',
        aquila:
          'There is no global config provider: pass the config, sizes included, to each `open()` (or wrap `open` in a function of your own).',
      },
      {
        ngxEagle: 'The `closeAllDialogs` directive closes every dialog.',
        aquila: '`useDialog().closeAll()` closes every dialog.',
      },
    ],
  },
  {
    page: 'divider',
    differences: [
      {
        ngxEagle: 'The text is the `ngxText` input.',
        aquila: 'The text is the divider’s children, so it may be any React node: a word, an icon, a link.',
      },
      {
        ngxEagle: 'The colour paints the line and the text.',
        aquila: 'The colour paints the line only; the text keeps the theme’s text colour, so it stays readable in both themes.',
      },
    ],
  },
  {
    page: 'drawer',
    differences: [
      {
        ngxEagle: 'The open state is the two-way `visible`.',
        aquila: 'The open state is `open` with `onOpenChange`, or `defaultOpen` uncontrolled, as React does two-way values.',
      },
      {
        ngxEagle: 'A service opens drawers, and their content may be a template.',
        aquila: 'The `useDrawer()` hook opens drawers, and a template becomes a React element.',
      },
      {
        ngxEagle: 'Escape does not close the drawer, and focus is not trapped inside.',
        aquila: 'Escape closes the drawer and focus is trapped inside, as a modal dialog must for keyboard users.',
      },
      {
        ngxEagle: 'The handle swipes only up and down.',
        aquila: 'The handle also swipes sideways, for a left or right drawer.',
      },
      {
        ngxEagle: 'There is no `heading`, `width`, `height` or `closeLabel`.',
        aquila: '`heading`, `width`, `height` and `closeLabel` are added: a dialog needs a name, and the panel a size you can set.',
      },
    ],
  },
  {
    page: 'dropdown',
    differences: [
      {
        ngxEagle: 'The `ngx-dropdown` directive, with its `DropdownMenu` template of `ngx-menu` and `ngx-menu-item` directives.',
        aquila:
          'A `Dropdown` with a `trigger` element and `DropdownItem` children, as React composes components instead of attaching directives.',
      },
      {
        ngxEagle: '`openChange` reports the menu opening and closing.',
        aquila: 'The menu’s state is `open` with `onOpenChange`, or `defaultOpen`, as React does for two-way values.',
      },
      {
        ngxEagle: 'Choosing an item keeps the menu open until a click outside.',
        aquila:
          'Choosing an item closes the menu, as the menu button pattern expects; call `preventDefault()` in `onSelect` to keep it open.',
      },
      {
        ngxEagle: 'There is no `disabled`, `danger` or `textValue`, no separator and no keyboard support.',
        aquila: '`disabled`, `danger`, `textValue`, the separator and the keyboard support are added.',
      },
    ],
  },
  {
    page: 'expansion',
    differences: [
      {
        ngxEagle: '`<ngx-expansion-panel expanded>` is a panel that starts open and still toggles.',
        aquila:
          '`defaultExpanded` starts a panel open and lets it toggle; `expanded` without `onExpandedChange` is read-only, as React’s controlled props are, and warns in development.',
      },
      {
        ngxEagle: '`ngxActiveChange` tells that a header asks to toggle.',
        aquila: '`onHeaderClick` tells that a header asks to toggle, and can also refuse the toggle.',
      },
      {
        ngxEagle: 'A panel closed because another opened is not reported.',
        aquila: '`onExpandedChange` reports every change, including a panel closed because another opened.',
      },
      {
        ngxEagle: 'A closed panel’s content is removed.',
        aquila:
          'The same, once its fold has ended, so the height still animates; `keepMounted` keeps it, hidden, when what people typed should survive closing.',
      },
    ],
  },
  {
    page: 'grid',
    differences: [
      {
        ngxEagle: 'The `ngx-row` and `ngx-col` attributes go on your own `div`.',
        aquila: '`Row` and `Col` are components, so each can forward its ref and merge your `className` and `style`.',
      },
      {
        ngxEagle: '`ngxGutter` takes text, such as `"16"` or `"[8,16]"`.',
        aquila:
          '`gutter` also takes a number or an array, as JSX passes typed values; the text forms `"16"` and `"[8,16]"` still work.',
      },
      {
        ngxEagle: 'The gutter is a margin around every column.',
        aquila:
          'The gutter is a gap between columns and between wrapped lines, so a row is never wider than its container and its first column lines up with the content above.',
      },
    ],
  },
  {
    page: 'image-cropper',
    differences: [
      {
        ngxEagle: '`cropper` and `transform` are starting values the cropper then changes.',
        aquila:
          '`cropper` and `transform` are controlled, as React’s `value` is: pair them with `onCropperChange` and `onTransformChange`, or use `defaultCropper` and `defaultTransform` (either alone warns in development).',
      },
      {
        ngxEagle: '`crop()` returns base64 at once, and `null` without an image.',
        aquila:
          '`crop()` is on the handle given to `handleRef` and always returns a promise of the result, which is `null` before an image is shown.',
      },
      {
        ngxEagle: 'Pinching uses HammerJS.',
        aquila: 'Pinching uses the browser’s pointer events, so there is nothing extra to load.',
      },
      {
        ngxEagle: '`imageAltText` and `cropperFrameAriaLabel` are empty by default.',
        aquila:
          '`imageAltText` defaults to "Image to crop" and `cropperFrameAriaLabel` to "Crop area", so the image and the crop area are named for screen readers.',
      },
      {
        ngxEagle: 'An `aspectRatio` of 0 throws.',
        aquila:
          'An `aspectRatio` of 0 or below keeps the default 1 and says so in a development warning with the same text, so the page still renders.',
      },
    ],
  },
  {
    page: 'input',
    differences: [
      {
        ngxEagle:
          'The `ngx-input` attribute goes on your input inside an `ngx-form-field`, with `ngxPrefix` and `ngxSuffix` elements.',
        aquila:
          '`Input` renders its own label, prefix, suffix and error messages, so the label, the asterisk and the errors are tied to the control for assistive technology.',
      },
      {
        ngxEagle: 'The asterisk follows the validators of the Angular form control.',
        aquila:
          'The asterisk follows `required`, as a React component cannot read an Angular form control’s validators; pass `required` whenever your form rules require the field.',
      },
      {
        ngxEagle: 'The value is bound with `ngModel`.',
        aquila:
          'The value is given with `value` and `onChange` (or `defaultValue`); `value` without `onChange` warns in development, as React does for its own inputs, unless the field is `readOnly`.',
      },
    ],
  },
  {
    page: 'loading',
    differences: [
      {
        ngxEagle: 'The `LoadingService` has `show()` and `hide()`.',
        aquila:
          'A `useLoading()` hook takes its place, as React shares page-wide services; `show()` and `hide()` are the same, and `show()` also takes the spinner’s `size`, `variant` and label.',
      },
      {
        ngxEagle: '`hidden` removes the spinner, and the spinner is not a named status region.',
        aquila: '`hidden` keeps the spinner in the page (`hidden` attribute), and the spinner is a named status region.',
      },
    ],
  },
  {
    page: 'paginator',
    differences: [
      {
        ngxEagle: '`pageStatus` is where the paginator starts; it then moves by itself.',
        aquila:
          '`pageStatus` without `onPage` is read-only, as React’s controlled props are, and warns in development; to start somewhere and let the paginator move, pass `defaultPageStatus`.',
      },
      {
        ngxEagle: 'The `page` event emits its one `pageStatus` object, changed in place.',
        aquila: '`onPage` receives a new object each time, so it can go straight into React state.',
      },
      {
        ngxEagle: '`disabled` is accepted but not acted on.',
        aquila: '`disabled` disables the buttons and the chooser.',
      },
      {
        ngxEagle: 'No items read “1 - 0 of 0”.',
        aquila: 'No items read “0 of 0”.',
      },
    ],
  },
  {
    page: 'progress',
    differences: [
      {
        ngxEagle: '`template`, a `TemplateRef`, is what a finished task shows, and is shown only at 100.',
        aquila:
          '`completeLabel` is what a finished task shows, any React node, and `format` is added for a custom text at every percent.',
      },
      {
        ngxEagle: 'The circle is always 100 px.',
        aquila: '`size` also sizes the circle (80, 100 or 120 px), so a ring fits a dense list or a hero panel.',
      },
    ],
  },
  {
    page: 'radio-button',
    differences: [
      {
        ngxEagle: 'The group’s choice is bound with `ngModel`, and an empty write is ignored.',
        aquila:
          'The group’s choice is `value`, `defaultValue` and `onChange(value)`, and `value={null}` chooses nothing, because a controlled group shows the value it is given.',
      },
      {
        ngxEagle:
          'The `onclick` event fires when the button becomes chosen (not for a click on the chosen one), with `ngxColor` and `ngxValue` in its payload.',
        aquila:
          '`RadioGroup`’s `onChange(value)` reports the choice, and a click on the button itself is its native `onClick` (React’s own click handler, which a prop named `onclick` would be).',
      },
    ],
  },
  {
    page: 'rate',
    differences: [
      {
        ngxEagle: 'A cleared rating is written to the model as -1, and writing 0 is ignored.',
        aquila: 'A cleared rating is reported as 0, and writing 0 clears the stars, so one number means "no rating" both ways.',
      },
      {
        ngxEagle: 'The stars are one canvas.',
        aquila:
          'The stars are five focusable radios in a 140 × 40 px strip, so they can be reached by keyboard and read by screen readers.',
      },
      {
        ngxEagle: 'Empty stars are outlined in `ngxColor`.',
        aquila:
          'Empty stars are outlined in the theme’s strong border colour, as `color` on white (`#FFA600`: 2:1) would fall below the 3:1 a control needs.',
      },
      {
        ngxEagle: 'The rating is bound with `ngModel`.',
        aquila: 'The rating is `value`, `defaultValue` and `onChange(value)`.',
      },
    ],
  },
  {
    page: 'resize',
    differences: [
      {
        ngxEagle: '`ngx-resizable` is a directive on your element.',
        aquila: '`<Resizable>` renders the panel (a bordered box whose content scrolls), and your `className` and `style` go on it.',
      },
      {
        ngxEagle: 'The panel grows to the right and down whichever handle is dragged.',
        aquila:
          'A handle on the left or top grows the panel as it moves away from it, and the handle also answers touch, a pen and the keyboard.',
      },
      {
        ngxEagle: '`onResize` reports `clientWidth` and `clientHeight`, inside the border.',
        aquila:
          '`onResize` reports the panel’s outer size, border included, which is the width and height to give it back in a style.',
      },
      {
        ngxEagle: 'Invalid values are used as they are.',
        aquila:
          'Sizes may also be text ("300", "300px"); a value the panel cannot use is replaced by the default, with a development warning naming the prop.',
      },
    ],
  },
  {
    page: 'select',
    differences: [
      {
        ngxEagle: "A write of `null` or `''` is ignored.",
        aquila:
          "`value={null}` or `value=''` clears the field, because a controlled field always shows the value it is given; leave `value` undefined to let the select keep its own choice.",
      },
      {
        ngxEagle: 'Pressing the option already chosen reports a change.',
        aquila:
          'Pressing the option already chosen does not call `onChange`, as React change events fire only when the value changes.',
      },
      {
        ngxEagle: 'The value is bound with `ngModel`, and the field does not know its label before the list has opened.',
        aquila:
          'The value is given with `value` or `defaultValue`, and the options are `<Option>` children read as elements, so the field knows its label before the list has ever opened.',
      },
      {
        ngxEagle: 'The list opens whenever the field receives focus, Tab included.',
        aquila:
          'The list opens on a click, Enter, Space, the arrow keys or typing, as a native select and the WAI-ARIA combobox pattern do; Tab passes through a form without lists popping open over the fields below.',
      },
      {
        ngxEagle: 'The list closes 100 ms after the field loses focus.',
        aquila:
          'The list closes as soon as focus moves from the field to anything but the list, by the element focus went to rather than a timer; Escape and a press outside close it too, and inside a dialog only the list closes.',
      },
    ],
  },
  {
    page: 'signature',
    differences: [
      {
        ngxEagle: '`[pointerColor]` is a starting colour the swatches then change.',
        aquila:
          '`defaultPointerColor` is a starting colour the swatches then change; `pointerColor` without `onPointerColorChange` is read-only, as React’s controlled props are, and warns in development (unless the swatches are hidden, when nothing could change it).',
      },
      {
        ngxEagle: 'The text helpers are methods of an injected `SignatureService`.',
        aquila: 'The text helpers are functions imported from `aquila-ui/signature`.',
      },
      {
        ngxEagle: 'Every `textAlign` anchors the text at the centre of the image.',
        aquila: 'A left or right `textAlign` puts the text at that edge of the image.',
      },
      {
        ngxEagle: '`base64ToBlob` takes base64 with its data URL prefix.',
        aquila: '`base64ToBlob` also takes base64 without its data URL prefix.',
      },
    ],
  },
  {
    page: 'skeleton',
    differences: [
      {
        ngxEagle: 'The skeleton directive goes on an element of yours.',
        aquila:
          '`Skeleton` is a component that renders its own `<div>`; give it a `className` or `style` to size it, as the examples do.',
      },
    ],
  },
  {
    page: 'switch',
    differences: [
      {
        ngxEagle: 'The state is bound with `ngModel`.',
        aquila: 'The state is `checked`, `defaultChecked` and `onCheckedChange(checked, event)`.',
      },
      {
        ngxEagle: 'The switch is a `<button>`.',
        aquila: 'The switch is a native checkbox with `role="switch"`, so forms submit it and screen readers say on or off.',
      },
    ],
  },
  {
    page: 'table',
    differences: [
      {
        ngxEagle: 'Directives go on your own elements: `table[ngx-table]`, `th[ngxSort]`, `th[ngxResize]`.',
        aquila:
          'The directives become components that render their elements, so each forwards its ref and merges your `className` and `style`, and the sort header keeps its text and the arrows in a real button.',
      },
      {
        ngxEagle: 'A resize sets the width of every cell, and the handle cannot be moved with the keyboard.',
        aquila:
          'A resize sets the widths of the table’s columns (its `<col>` elements), so rows added later and headers that span columns follow, and the handle can also be moved with the arrow keys.',
      },
      {
        ngxEagle: 'The sort header has no input for its direction.',
        aquila: 'The sort header also takes `direction` and `defaultDirection` (React’s controlled and starting values).',
      },
      {
        ngxEagle: '`scroll.x` and `scroll.y` cap the box’s own width and height.',
        aquila:
          '`scroll.x` is the least width of the table (a wider table than its box scrolls sideways) and `scroll.y` the height of the body under a header that stays in view.',
      },
      {
        ngxEagle: 'One sorted header is kept across the whole page.',
        aquila: 'One header is sorted per `Table` (or per your own state), so two tables on a page keep their own order.',
      },
    ],
  },
  {
    page: 'tabs',
    differences: [
      {
        ngxEagle: 'The selected tab is the two-way `selectedIndex`, a number.',
        aquila:
          'The selected tab is `value` with `onValueChange`, or `defaultValue` when uncontrolled, as React does for values; it is a `Tab`’s `value`, or its index when it has none.',
      },
      {
        ngxEagle: 'Only the active panel is rendered.',
        aquila: 'The same; `keepMounted` keeps the others mounted and hidden, so a form in a tab keeps what was typed.',
      },
      {
        ngxEagle: 'A tab’s icon is a template, placed by `direction="left"` or `"right"`.',
        aquila: 'A `Tab`’s icon is any React node, still placed by `direction="left"` or `"right"`.',
      },
    ],
  },
  {
    page: 'tags',
    differences: [
      {
        ngxEagle: '`ngxChecked` is a starting value the tag then toggles itself.',
        aquila:
          '`checked` is controlled, as React’s `checked` is: pair it with `onCheckedChange`, or use `defaultChecked` for a starting value the tag then toggles itself (`checked` alone warns in development).',
      },
      {
        ngxEagle: 'The outputs are `(ngxCheckedChange)` and `(ngxOnClose)`; cancelling the close keeps the tag.',
        aquila:
          'The outputs are the `onCheckedChange` and `onClose` props, React’s names for events; `onClose` gets the click, and `event.preventDefault()` keeps the tag.',
      },
      {
        ngxEagle: 'Tags are filled with their colour under white text, taken from the tag’s style.',
        aquila:
          '`color` sets the colour, and a tag is a light tint with text in a readable shade, filled only when a checkable tag is checked, because white on the default `#1890FF` reads at 3.2:1, under WCAG’s 4.5:1. A `{ backgroundColor, overlayColor }` pair still fills a tag exactly.',
      },
    ],
  },
  {
    page: 'timelines',
    differences: [
      {
        ngxEagle: 'The default mode shows no labels.',
        aquila: '`mode` defaults to `right`, whose labels sit left of the line; the mode without labels is `mode="default"`.',
      },
      {
        ngxEagle: '`ngxDot` and `ngxLabel` take a string or an `ng-template`.',
        aquila: '`dot` and `label` take any React node (text, an icon, an element).',
      },
    ],
  },
  {
    page: 'tooltip',
    differences: [
      {
        ngxEagle: 'The `ngxTooltip` attribute goes on any element.',
        aquila:
          'A `Tooltip` wraps the element, with the text in `content`, as React adds behaviour by composition rather than by attribute directives.',
      },
      {
        ngxEagle: 'The tooltip is put inside the element, where an ancestor’s overflow can clip it, and it does not flip.',
        aquila:
          'The tooltip renders at the end of the body, so an ancestor’s overflow never clips it, and it flips to the other side when there is no room.',
      },
      {
        ngxEagle: 'There is no Escape to dismiss the tooltip, and no `open`, `defaultOpen` or `onOpenChange`.',
        aquila:
          'Escape, `open`, `defaultOpen` and `onOpenChange` are added; the tooltip pattern needs a way to dismiss it without moving the pointer or focus (WCAG 1.4.13).',
      },
    ],
  },
];

/**
 * Where each component differs from the Angular library it was ported from (ngx-eagle), for people
 * moving an app across: the guides page shows it as one migration guide. Component pages speak to React
 * users only, so these notes live here rather than on them.
 */
export interface MigrationNotes {
  /** The component page's folder, as the route table names it. */
  page: string;
  differences: string[];
}

export const MIGRATION_NOTES: readonly MigrationNotes[] = [
  {
    page: 'avatar',
    differences: [
      'A picture that fails to load falls back to the initials, or the icon, instead of showing a broken image, and its alt text is the person’s name rather than a fixed word.',
      'ngxSize is added (ngx-eagle’s avatar is always 32 px, the default here), so avatars fit dense lists and profile headers alike.',
    ],
  },
  {
    page: 'badge',
    differences: [
      'The default fill #FF4D4F carries near-black text where ngx-eagle wrote white, for the contrast above; a colour you pass gets white or near-black, whichever reads better, and { backgroundColor, overlayColor } sets both as there.',
      'Badge is a component that wraps its content instead of the ngxBadge directive on a host element, and without ngxBadge it draws no badge at all rather than an empty one.',
    ],
  },
  {
    page: 'button',
    differences: [
      'Button is a component that renders the <button> instead of the ngx-button directive on one, and its type defaults to "button" where a native button submits its form.',
      "ngxColor is added, since ngx-eagle's colour came only from its theme's variables; a disabled button is drawn in the theme's disabled colours rather than faded, so it reads as disabled in both themes.",
    ],
  },
  {
    page: 'card',
    differences: [
      'The ngx-card-header, ngx-card-content and ngx-card-actions elements are the CardHeader, CardContent and CardActions components, and the ngx-card-avatar and ngx-card-image attributes become CardHeader’s avatar prop and the CardImage component, so each part forwards its ref and its props are typed.',
      'cardTitle and CardSubtitle are added, and the card is an <article> named by its title, so assistive technology can list and announce cards; variant adds the outlined and filled surfaces beside the elevated one ngx-eagle draws.',
    ],
  },
  {
    page: 'carousel',
    differences: [
      'selectedIndex without onSelectedIndexChange is read-only, as React’s controlled props are, and warns in development; to start on a slide and let the carousel move, use defaultSelectedIndex.',
      'Automatic play pauses under the pointer and keyboard focus and has a stop button, and previous and next buttons join the dots, as the WAI-ARIA carousel pattern asks; CarouselItem has no disabled prop, which ngx-eagle accepts but does not use.',
    ],
  },
  {
    page: 'checkbox',
    differences: [
      'The state is checked, defaultChecked and onChange(checked, event) instead of ngModel, as for any React input; onChecked(checked) is ngx-eagle’s event, fired right after onChange on every toggle (also with a bound value, where ngx-eagle stayed silent), so its check-all code carries over.',
    ],
  },
  {
    page: 'datepicker',
    differences: [
      'value, defaultValue and onChange take the place of the two-way range and rangeChange, with Date objects rather than text in the format, so you can compare and format them as you need without parsing.',
      'onChange is called for the person’s changes only, not again when you pass a new value (rangeChange also fires when its range input changes), as React change events do.',
      'Besides the field, a calendar button opens the calendar as a modal dialog for keyboard and screen reader users, and the month and year are chosen from two lists in its header.',
      'firstDayOfWeek takes any weekday from 0 (Sunday) to 6 (Saturday), not only Sunday or Monday, and a value no calendar can be drawn from throws instead of drawing a wrong one.',
      'A typed date is read when you leave the field or press Enter rather than at each keystroke, so a date still being typed (1/1/2) is never taken for a whole one.',
    ],
  },
  {
    page: 'dialog',
    differences: [
      'The NgxDialog service is the useDialog() hook and a TemplateRef is a React element (so the TypeError names a ReactElement); afterClosed() is a Promise instead of the afterClosed$ Observable, and guards answer with a boolean or a Promise, not an Observable.',
      'There is no global config provider; pass the config, sizes included, to each open() (or wrap open in a function of your own), and close every dialog with useDialog().closeAll() instead of the closeAllDialogs directive.',
    ],
  },
  {
    page: 'divider',
    differences: [
      'The props are dashed, colour, orientation and type (ngx-eagle calls them ngxDashed, ngxColor, ngxOrientation and ngxType), and the text is the divider’s children rather than ngxText.',
      'Colour paints the line only; the text keeps the theme’s text colour so it stays readable in both themes, where ngx-eagle paints the text too.',
    ],
  },
  {
    page: 'drawer',
    differences: [
      'visible is two-way as React does it — visible with onVisibleChange, or defaultVisible uncontrolled — and the open service is the useDrawer() hook; a template becomes a React element.',
      'Escape closes the drawer and focus is trapped inside, as a modal dialog must for keyboard users; the handle also swipes sideways for a left or right drawer (the original swipes only up and down).',
      'heading, width, height and closeLabel are additions: a dialog needs a name, and the panel a size you can set.',
    ],
  },
  {
    page: 'dropdown',
    differences: [
      'The ngx-dropdown directive with its DropdownMenu template becomes a Dropdown with a trigger element and DropdownItem children (the ngx-menu and ngx-menu-item directives), as React composes components instead of attaching directives.',
      'openChange becomes onOpenChange, with open and defaultOpen, as React does for two-way values.',
      'Choosing an item closes the menu, as the menu button pattern expects (the original keeps it open until a click outside); call preventDefault() in onSelect to keep it open.',
      'disabled, danger, textValue, the separator and the keyboard support are additions.',
    ],
  },
  {
    page: 'expansion',
    differences: [
      'expanded without onExpandedChange is read-only, as React’s controlled props are, and warns in development. ngx-eagle’s <ngx-expansion-panel expanded>, a panel that starts open and still toggles, is defaultExpanded here.',
      'Its ngxActiveChange (a header asking to toggle) is onHeaderClick here, which can also refuse the toggle, and onExpandedChange reports every change, including a panel closed because another opened.',
      'A closed panel’s content stays mounted but hidden (ngx-eagle removes it), so the height can animate and what people typed in it survives closing.',
    ],
  },
  {
    page: 'grid',
    differences: [
      'Row and Col are components rather than the ngx-row and ngx-col attributes on your own div, so each can forward its ref and merge your className and style.',
      'ngxGutter also takes a number or an array, as JSX passes typed values; the text forms "16" and "[8,16]" still work.',
      'The gutter is a gap between columns and between wrapped lines rather than a margin around every column, so a row is never wider than its container and its first column lines up with the content above.',
    ],
  },
  {
    page: 'image-cropper',
    differences: [
      'The outputs are on* props, React’s names for events — onImageCropped, onStartCropImage, onImageLoaded, onCropperReady, onLoadImageFailed, onTransformChange, onCropperChange.',
      'cropper and transform are controlled, as React’s value is, where ngx-eagle takes them as starting values it then changes; pair them with onCropperChange and onTransformChange, or use defaultCropper and defaultTransform (either alone warns in development).',
      'crop() is on the handle given to handleRef and always returns a promise, which rejects with "No image loaded" before an image is shown, where ngx-eagle’s crop() returns base64 at once and null without an image.',
      'Pinching uses the browser’s pointer events instead of HammerJS, so there is nothing extra to load.',
      'imageAltText defaults to "Image to crop" and cropperFrameAriaLabel to "Crop area" (ngx-eagle leaves both empty), so the image and the crop area are named for screen readers; an aspectRatio below 0 throws too, not only 0.',
    ],
  },
  {
    page: 'input',
    differences: [
      'Input renders its own label, prefix, suffix and error messages instead of the ngx-input attribute on your input inside an ngx-form-field with ngxPrefix and ngxSuffix elements, so the label, the asterisk and the errors are tied to the control for assistive technology.',
      'The asterisk follows required rather than the validators of an Angular form control, which a React component cannot read; pass required whenever your form rules require the field.',
      'The value is given with value and onChange (or defaultValue) instead of ngModel; value without onChange warns in development, as React does for its own inputs, unless the field is readOnly.',
    ],
  },
  {
    page: 'loading',
    differences: [
      'The LoadingService is the useLoading() hook, as React shares page-wide services; its show() and hide() are the same, and show() also takes the spinner’s size, type and label.',
      'hidden keeps the spinner in the page (hidden attribute) instead of removing it, and the spinner is a named status region, which the original’s is not.',
    ],
  },
  {
    page: 'paginator',
    differences: [
      'pageStatus without onPage is read-only, as React’s controlled props are, and warns in development; for ngx-eagle’s use, where pageStatus is where the paginator starts and it then moves by itself, pass defaultPageStatus.',
      'onPage receives a new object each time (ngx-eagle emits its one pageStatus object, changed in place), so it can go straight into React state.',
      'disabled, which ngx-eagle accepts but does not act on, disables the buttons and the chooser here; and no items read “0 of 0” instead of “1 - 0 of 0”.',
    ],
  },
  {
    page: 'progress',
    differences: [
      'template stays what a finished task shows, as there, and format is added for a custom text at every percent, which a TemplateRef shown only at 100 could not give.',
      'ngxSize also sizes the circle (80, 100 or 120 px; ngx-eagle’s is always 100 px), so a ring fits a dense list or a hero panel.',
    ],
  },
  {
    page: 'radio-button',
    differences: [
      'The group’s choice is value, defaultValue and onChange(value) instead of ngModel, and value={null} chooses nothing where ngx-eagle ignored an empty write, because a controlled group shows the value it is given.',
      'Its onclick event is onRadioClick, since a prop named onclick would be React’s own click handler; it fires, as there, when the button becomes chosen (not for a click on the chosen one), and its payload has ngx-eagle’s ngxColor and ngxValue fields beside colour and value.',
    ],
  },
  {
    page: 'rate',
    differences: [
      'A cleared rating is reported as 0 where ngx-eagle wrote -1 to its model, and writing 0 clears the stars where ngx-eagle ignored it, so one number means "no rating" both ways.',
      'The stars are five focusable radios in a 140 × 40 px strip instead of one canvas, so they can be reached by keyboard and read by screen readers; empty stars are outlined in the theme’s strong border colour rather than in ngxColor, which on white (#FFA600: 2:1) would fall below the 3:1 a control needs.',
      'The rating is value, defaultValue and onChange(value) instead of ngModel.',
    ],
  },
  {
    page: 'resize',
    differences: [
      'Its ngx-resizable is a directive on your element; here <Resizable> renders the panel (a bordered box whose content scrolls), and your className and style go on it.',
      'A handle on the left or top grows the panel as it moves away from it (ngx-eagle grows it to the right and down whichever handle is dragged), and the handle also answers touch, a pen and the keyboard.',
      'onResize reports the panel’s outer size, border included, which is the width and height to give it back in a style (ngx-eagle reports clientWidth and clientHeight, inside the border); and invalid values throw instead of being used as they are.',
    ],
  },
  {
    page: 'select',
    differences: [
      "value={null} or value='' clears the field instead of being ignored, because a controlled field always shows the value it is given; leave value undefined to let the select keep its own choice.",
      'Pressing the option already chosen calls neither onChange nor onChangeValue, as React change events fire only when the value changes.',
      'The value is given with value or defaultValue instead of ngModel, and the options are <Option> children read as elements, so the field knows its label before the list has ever opened.',
    ],
  },
  {
    page: 'signature',
    differences: [
      'pointerColor without onPointerColorChange is read-only, as React’s controlled props are, and warns in development (unless the swatches are hidden, when nothing could change it). ngx-eagle’s [pointerColor], a starting colour the swatches then change, is defaultPointerColor here.',
      'The text helpers are functions imported from aquila-ui/signature instead of methods of an injected SignatureService; a left or right textAlign puts the text at that edge of the image (ngx-eagle anchors every alignment at the centre), and base64ToBlob also takes base64 without its data URL prefix.',
    ],
  },
  {
    page: 'skeleton',
    differences: [
      'Skeleton is a component that renders its own <div> instead of the skeleton directive on an element of yours; give it a className or style to size it, as the examples do.',
    ],
  },
  {
    page: 'switch',
    differences: [
      'The state is checked, defaultChecked and onChange(checked, event) instead of ngModel, and the switch is a native checkbox with role="switch" rather than a <button>, so forms submit it and screen readers say on or off.',
    ],
  },
  {
    page: 'table',
    differences: [
      'The directives on your own elements (table[ngx-table], th[ngxSort], th[ngxResize]) are components that render them, so each forwards its ref and merges your className and style, and the sort header keeps its text and the arrows in a real button.',
      'A resize sets the widths of the table’s columns (its <col> elements) rather than of every cell, so rows added later and headers that span columns follow, and the handle can also be moved with the arrow keys.',
      'The sort header also takes direction and defaultDirection (React’s controlled and starting values), which ngx-eagle has no input for.',
      'Scroll.x is the least width of the table (a wider table than its box scrolls sideways) and scroll.y the height of the body under a header that stays in view, where ngx-eagle caps the box’s own width and height at them.',
      'One header is sorted per Table (or per your own state), where ngx-eagle keeps one sorted header across the whole page, so two tables on a page keep their own order.',
    ],
  },
  {
    page: 'tabs',
    differences: [
      'The inputs keep the spec’s names (ngxAlignTabs, ngxMode, ngxSelectedIndex, ngxTabPosition), and the two-way selectedIndex is ngxSelectedIndex with onSelectedIndexChange, or defaultSelectedIndex when uncontrolled, as React does for values.',
      'Hidden panels stay mounted (the original renders only the active one), so a form in a tab keeps what was typed while another tab is shown.',
      'A Tab’s icon is any React node (the original takes a template), still placed by direction="left" or "right".',
    ],
  },
  {
    page: 'tags',
    differences: [
      'ngxChecked is controlled, as React’s checked is — pair it with onCheckedChange, or use defaultChecked for a starting value the tag then toggles itself (ngxChecked alone warns in development).',
      'The (ngxCheckedChange) and (ngxOnClose) outputs are the onCheckedChange and onClose props, React’s names for events; onClose gets the click, and event.preventDefault() keeps the tag as before.',
      'Its tags are filled with their colour under white text, taken from the tag’s style; here ngxColor sets the colour and a tag is a light tint with text in a readable shade, filled only when a checkable tag is checked, because white on the default #1890FF reads at 3.2:1, under WCAG’s 4.5:1. A { backgroundColor, overlayColor } pair still fills a tag exactly.',
    ],
  },
  {
    page: 'timelines',
    differences: [
      'ngxMode defaults to right, whose labels sit left of the line; ngx-eagle’s own default mode, which shows no labels, is ngxMode="default".',
      'ngxDot and ngxLabel take any React node (text, an icon, an element) where ngx-eagle takes a string or an ng-template.',
    ],
  },
  {
    page: 'tooltip',
    differences: [
      'The ngxTooltip attribute on any element becomes a Tooltip wrapped around that element, with the text in tooltipText, as React adds behaviour by composition rather than by attribute directives.',
      'The tooltip renders at the end of the body (the original puts it inside the element), so an ancestor’s overflow never clips it, and it flips to the other side when there is no room.',
      'Escape, open, defaultOpen and onOpenChange are additions; the tooltip pattern needs a way to dismiss it without moving the pointer or focus (WCAG 1.4.13).',
    ],
  },
];

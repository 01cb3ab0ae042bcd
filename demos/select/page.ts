import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Select',
  description:
    'A field that opens a list of options to choose one from, or several with multiple. With autocomplete the field becomes a text box that filters the list as the person types.',
  whenToUse: [
    'To choose from a known list of more than a handful of options, such as a state, a country or a size.',
    'With multiple, to choose several options of a long list while the field stays one line high.',
    'With autocomplete, when the list is long enough that typing a few letters is quicker than scrolling.',
    'For two to five options that should all stay visible, radio buttons or checkboxes say more at a glance.',
  ],
  imports: ['Select', 'Option'],
  entry: 'select',
  demos: [
    {
      id: 'select-demo1',
      title: 'Basic',
      description:
        'A controlled select over the 31 states of Mexico: value and onChange hold the chosen option’s value, and the placeholder shows while nothing is chosen. The list opens on a click, Enter, Space or Alt+↓ — not when Tab merely passes through — and closes as soon as focus moves from the field to anything but the list, on Escape, or on a press outside.',
    },
    {
      id: 'select-demo2',
      title: 'Generated options',
      description:
        'Ten options made with Array.from, with numbers as values. defaultValue chooses the third at first, and onChange reports each new choice, once.',
    },
    {
      id: 'select-demo3',
      title: 'Multiple',
      description:
        'With multiple, a click toggles an option and the list stays open. The value is an array of label/value pairs in the order they were chosen; the field shows the last label chosen and (+N) for the others.',
    },
    {
      id: 'select-demo4',
      title: 'Autocomplete',
      description:
        'With autocomplete, typing filters the 32 federal entities by any part of their label, whatever the case; the first match becomes active, so Enter takes it. Escape or leaving the field puts the chosen label back.',
    },
    {
      id: 'select-demo5',
      title: 'Prefix and suffix',
      description: 'prefix and suffix place an icon, a unit or any content inside the field, before and after the value.',
    },
    {
      id: 'select-demo6',
      title: 'In a form',
      description:
        'The delivery state is required and some states are disabled options; the store’s value must match a pattern. A field reports a problem once it has been left or once the form is submitted, and an invalid select stops the native form from submitting. name sends the values with the form.',
    },
  ],
  configurator: {
    component: 'Select',
    // name only labels the value a native form submits: the sample is not in a form.
    omit: ['name'],
    minPreviewHeight: 280,
    sampleStartsOpen: true,
  },
  api: ['Select', 'Option'],
  keyboard: [
    {
      keys: 'Tab / Shift + Tab',
      action:
        'Moves focus into the field, which opens its list, and out of it; the list closes 100 ms later and the value does not change',
    },
    { keys: 'Down Arrow', action: 'Opens the list on the chosen option (or the first); in an open list, moves to the next option' },
    { keys: 'Up Arrow', action: 'Opens the list on the chosen option (or the first); in an open list, moves to the previous option' },
    {
      keys: 'Home / End',
      action: 'Opens the list and moves to the first / last option; with autocomplete, moves the text cursor instead',
    },
    { keys: 'Page Down / Page Up', action: 'Moves ten options down / up' },
    {
      keys: 'Enter',
      action:
        'Chooses the active option (with multiple, toggles it and keeps the list open); on a closed field without autocomplete, opens the list',
    },
    { keys: 'Space', action: 'Without autocomplete: like Enter. With autocomplete: types a space' },
    {
      keys: 'Escape',
      action: 'Closes the list and keeps focus in the field; with autocomplete, puts the chosen label back in the field',
    },
    {
      keys: 'Letters and digits',
      action:
        'Without autocomplete: moves to the next option whose label starts with what was typed. With autocomplete: filters the options, and the first match becomes active',
    },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        'A single select’s value is a string or a number, compared with `===`; a multiple select’s value is a label/value pair or an array of them, and `onChange` always receives an array. Any other value throws a `TypeError`, with the message "Invalid argument, only string and number values are allowed." for a single select and "Invalid argument, only values {label: string, value: string} or array of the same type are allowed." for a multiple one.',
        'Options are read from the select’s children, directly, in arrays or in fragments. An option’s label is its text unless `label` is given; when several options are marked `selected` and the select has no value, the last one is chosen (all of them with `multiple`).',
        '`ref`, `className`, `style` and native attributes go to the combobox.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        "`null` and `''` mean nothing is chosen: they never throw and never call `onChange`, so `value={null}` clears a controlled select (`undefined` leaves it uncontrolled). A single value that matches no option — options still loading, or no longer offered — is kept and shown as given, with no option marked, and calls nothing.",
        '`onChange` is called once for each choice a person makes — never on mount, never when you pass a new `value`, and not for the option already chosen.',
        'The list renders at the end of `document.body` and follows the field; it opens upward when there is no room below.',
      ],
    },
    {
      heading: 'Styling',
      items: ['The field is 212 px wide: give `wrapperProps` a `style` with another width or `--aq-select-width` to change it.'],
    },
    {
      heading: 'Validation',
      items: [
        '`required`, `pattern` (which every chosen value must match in whole) and `invalid` (the status of your own form state) make the field invalid: `aria-invalid` and `data-invalid` on the combobox, a red border, and `errorText` under the field. The rules are reported once the field has been left or a value chosen, or when a form containing it is submitted; in a native form an invalid select stops the submission.',
      ],
    },
  ],
});

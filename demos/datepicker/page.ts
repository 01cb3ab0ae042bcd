import { definePage } from '../../src/demo-model/doc-page';

export default definePage({
  title: 'Datepicker',
  description:
    'Two date fields and a calendar to choose a range of days: type the dates, or pick the first and the last day on a calendar of six weeks.',
  whenToUse: [
    'To choose a period with a first and a last day: a report, a stay, a holiday, a sprint.',
    'When people may know the dates by heart (they type them) or need to see the weekdays (they pick them).',
    'For a single date, or a date far in the past such as a birthday, plain typed fields are quicker.',
  ],
  imports: ['RangeDatepicker', 'useToday'],
  entry: 'datepicker',
  demos: [
    {
      id: 'datepicker-demo1',
      title: 'Range picker',
      description:
        'Starts on the current week, Sunday to Saturday, worked out from useToday() in the visitor’s browser: the page is rendered ahead of time, on another day, so until it runs it says “This week”. The first pick sets the start, the second the end (earlier than the start, the two swap) and closes the calendar; a third pick starts a new range. value and onChange keep the range in your state; onChange reports it once both days are chosen, so the summary waits for the last day.',
    },
    {
      id: 'datepicker-demo2',
      title: 'Format and week start',
      description:
        'format="yyyy-MM-dd" shows and reads ISO dates, and firstDayOfWeek={1} starts the weeks on Monday. Uncontrolled: onChange reports each new range; its second argument gives it as text in the format, shown here.',
    },
    {
      id: 'datepicker-demo3',
      title: 'In another language',
      description:
        'Inside <AquilaProvider locale="es" messages={es}>, with the Spanish catalogue from aquila-ui/locales/es, the month and weekday names and the first day of the week come from the browser’s Intl, and the other texts, messages included, from the catalogue; the provider’s lang tells assistive technology which language it is. Without a provider, days, dayNames, months, todayLabel and labels translate one date picker (they also override a provider’s texts one by one).',
    },
    {
      id: 'datepicker-demo4',
      title: 'Limited years',
      description:
        'startYear and endYear limit the calendar and the typed dates to this year and the next (the visitor’s year, from useToday()); todayButton={false} hides the Today button, and labels renames the two fields.',
    },
  ],
  configurator: { component: 'RangeDatepicker', minPreviewHeight: 420 },
  api: ['RangeDatepicker'],
  keyboard: [
    {
      keys: 'Enter / Space (calendar button)',
      action: 'Opens the calendar with focus on the range’s start, or on today when nothing is chosen',
    },
    { keys: 'Arrow Left / Arrow Right', action: 'Moves focus to the previous or next day' },
    { keys: 'Arrow Up / Arrow Down', action: 'Moves focus to the same day of the previous or next week' },
    { keys: 'Home / End', action: 'Moves focus to the first or last day of the week' },
    { keys: 'Page Up / Page Down', action: 'Moves focus to the same day of the previous or next month' },
    { keys: 'Shift + Page Up / Shift + Page Down', action: 'Moves focus to the same day of the previous or next year' },
    {
      keys: 'Enter / Space (on a day)',
      action: 'Picks the day: the first pick sets the start, the second the end and closes the calendar',
    },
    { keys: 'Escape', action: 'Closes the calendar without picking; focus returns to the calendar button' },
    {
      keys: 'Tab / Shift + Tab',
      action:
        'Moves between the year and month buttons, the month and year lists, the focused day and Today, staying inside the calendar',
    },
    { keys: 'Enter (in a date field)', action: 'Reads the typed date; leaving the field does the same' },
    {
      keys: 'Arrow Down (in a date field)',
      action: 'Moves focus into the calendar, on the range’s start or today; the calendar is then a modal dialog',
    },
    { keys: 'Escape (in a date field)', action: 'Closes the calendar shown beside the field; focus stays in the field' },
  ],
  manualTables: [
    {
      title: 'useToday()',
      columns: ['Returns', 'Description', 'Type'],
      rows: [
        [
          'today',
          'Today at local midnight, in the visitor’s timezone. null on a server and in the first render of a page hydrating server markup, since the day it was rendered on may not be the visitor’s; it turns to the day once the page runs, and to the next day at midnight.',
          'Date | null',
        ],
      ],
    },
  ],
  notes: [
    {
      heading: 'Usage',
      items: [
        "`value` and `defaultValue` take `{ startDate, endDate }`, each end a `Date`, a string in `format` or in ISO `yyyy-MM-dd` (`'05/01/2025'`, `'2025-01-05'`), or `null` for an end not chosen yet; a string that is neither is taken as empty, with a warning in development. `onChange(range, text)` gives `Date` objects at local midnight, then the same range as strings in `format`. When a start is later than its end, the end is set to the start.",
        'The picker renders the same markup on a server and in the browser, whatever the day or the timezone: it reads the clock only for the calendar, which opens in the browser. A range that starts from today belongs in your state as “not chosen” until `useToday()` gives the day, as the first example does; a server, which renders on its own day in its own timezone, then renders it empty, and hydration never finds another week.',
      ],
    },
    {
      heading: 'Behaviour',
      items: [
        '`onChange` is called when the range is whole: after the second pick, Today (which makes today both the start and the end), or a typed date that completes it; and with `{ startDate: null, endDate: null }` when both fields are emptied. A start waiting for its end is kept by the picker and shown, and a new value from you replaces it.',
        'A click or focus in either date field shows the calendar beside it while you type; Tab to the other field keeps it, anywhere else closes it. While you type a whole date, the calendar shows its month. Pressing in the calendar, or Arrow Down, makes it the modal dialog the calendar button opens, and focus comes back to the field when it closes.',
        'A typed start later than the end moves the end to it; a typed end earlier than the start swaps the two, as a pick does. An empty field clears its date.',
        'Days before January of `startYear` or after December of `endYear` are shown dimmed and cannot be picked; the month and year buttons stop at those months.',
      ],
    },
    {
      heading: 'Accessibility',
      items: [
        'The calendar is a modal dialog over the page (`role="dialog"`, on `document.body`) holding a grid of six weeks: each day is a `gridcell` named by its full date, the chosen days have `aria-selected="true"` and today has `aria-current="date"`. Only the focused day is in the tab order. Pressing anywhere outside closes it.',
      ],
    },
    {
      heading: 'Styling',
      items: ['The popup is 323 px wide, and never wider than the screen less 8 px on each side.'],
    },
    {
      heading: 'Validation',
      items: [
        '`format` uses `dd` or `d` for the day, `MM` or `M` for the month and `yyyy` for the year; anything else is written as is. People may type one or two digits for the day and the month (5/1/2025). A text that is not a date, or a date outside `startYear` to `endYear`, shows a message under the fields and stays as typed until corrected.',
      ],
    },
    {
      heading: 'Errors',
      items: [
        'An invalid `format`, a `firstDayOfWeek` other than 0 to 6, years out of order, or a `days`, `dayNames` or `months` list of the wrong length is replaced by its default (dd/MM/yyyy, 0, 1900 to 2100, the English names), with one development warning naming the prop.',
      ],
    },
  ],
});

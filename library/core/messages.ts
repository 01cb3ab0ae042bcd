// The texts of the components with a `labels` prop are typed here, below the components, so that the
// catalogue and the components build on this one module; each component's folder re-exports its own.
/** The words the carousel shows or announces, replaceable one by one through `labels`; by default the nearest AquilaProvider's messages. */
export interface CarouselLabels {
  /** Names the button that shows the previous slide. */
  previousSlide: string;
  /** Names the button that shows the next slide. */
  nextSlide: string;
  /** Names the rotation button while automatic play is off. */
  startAutoPlay: string;
  /** Names the rotation button while automatic play is on. */
  stopAutoPlay: string;
  /** The word before a dot's number, as in "Slide 3". */
  slide: string;
  /** The word in each slide's name, as in "3 of 5". */
  of: string;
  /** Names the group of dots. */
  chooseSlide: string;
}

/** The texts a person reads or hears besides day and month names; by default the nearest AquilaProvider's messages, English without one. */
export interface RangeDatepickerLabels {
  /** Accessible name of the first date field. */
  startDate: string;
  /** Accessible name of the second date field. */
  endDate: string;
  /** Accessible name of the button that opens the calendar, and of the calendar dialog. */
  chooseDates: string;
  /** Accessible name of the button that shows the same month a year before. */
  previousYear: string;
  /** Accessible name of the button that shows the month before. */
  previousMonth: string;
  /** Accessible name of the button that shows the month after. */
  nextMonth: string;
  /** Accessible name of the button that shows the same month a year after. */
  nextYear: string;
  /** Accessible name of the month list. */
  month: string;
  /** Accessible name of the year list. */
  year: string;
  /** Said after a day's name when it starts the range. */
  rangeStart: string;
  /** Said after a day's name when it ends the range. */
  rangeEnd: string;
  /** The message for typed text that is not a date in the format. */
  invalidDate: (text: string, format: string) => string;
  /** The message for a typed date outside the years the calendar reaches. */
  outOfRange: (text: string, startYear: number, endYear: number) => string;
}

/** The words the paginator shows or announces, replaceable one by one through `labels`; by default the nearest AquilaProvider's messages. */
export interface PaginatorLabels {
  /** Names the page-size chooser. */
  itemsPerPage: string;
  /** Names the button that goes to the next page. */
  nextPage: string;
  /** Names the button that goes to the previous page. */
  previousPage: string;
  /** Names the button that goes to the first page. */
  firstPage: string;
  /** Names the button that goes to the last page. */
  lastPage: string;
  /** The word between the range and the length, as in "1 - 10 of 50". */
  of: string;
}

/**
 * Every text the components show or announce, by component: a message catalogue. English ships built
 * in (`aquila-ui/locales/en`); other languages are their own entries (`aquila-ui/locales/fr`, `de`, `es`,
 * `ja`, `ar`), given to `AquilaProvider` as `messages`. A component's own label props win over it.
 */
export interface AquilaMessages {
  carousel: CarouselLabels & {
    /** The carousel region's name. */
    carousel: string;
  };
  datepicker: RangeDatepickerLabels & {
    /** The text of the button that picks today. */
    today: string;
  };
  drawer: {
    /** The close button's and the drag handle's name. */
    close: string;
  };
  imageCropper: {
    /** The crop area's name. */
    cropArea: string;
    /** The image's alternative text. */
    image: string;
  };
  input: {
    /** The name of the button that shows a password as text. */
    showPassword: string;
  };
  loading: {
    /** What the spinner is called. */
    loading: string;
  };
  paginator: PaginatorLabels & {
    /** The paginator's `<nav>` name. */
    pagination: string;
  };
  rate: {
    /** The star group's name unless `aria-label` gives one. */
    rating: string;
    /** A star's name: "1 star", "3 stars". */
    stars: (count: number) => string;
    /** What a rating says of itself: "4 out of 5 stars". */
    outOf: (rating: number, count: number) => string;
  };
  resize: {
    /** The resize handle's name. */
    handle: string;
  };
  select: {
    /** Shown when a search matches no option. */
    noMatches: string;
  };
  signature: {
    /** The drawing surface's name. */
    pad: string;
    /** The surface's state while nothing is drawn. */
    empty: string;
    /** The surface's state once something is drawn. */
    signed: string;
    /** The clear button's text. */
    clear: string;
    /** The name of the group of pen colours. */
    penColors: string;
    /**
     * The words a pen colour without a label is called by, as a person would say it: the plain colours,
     * in the case they take inside a sentence, and how a dark or light shade is said (`{color}` stands
     * for the colour's word). The first letter of the whole name is capitalised.
     */
    colorBlack: string;
    colorWhite: string;
    colorTransparent: string;
    colorGray: string;
    colorBrown: string;
    colorRed: string;
    colorOrange: string;
    colorYellow: string;
    colorGreen: string;
    colorCyan: string;
    colorBlue: string;
    colorPurple: string;
    colorPink: string;
    darkColor: string;
    lightColor: string;
  };
  tabs: {
    /** The first word of each close button's name, as in "Close Overview". */
    close: string;
  };
  tag: {
    /** The first word of a closeable tag's remove button name, as in "Remove Urgent". */
    remove: string;
  };
}

/** Part of a catalogue: any component's texts, each one optional. Passed to `AquilaProvider` as `messages`. */
export type AquilaMessagesInput = { readonly [Component in keyof AquilaMessages]?: Partial<AquilaMessages[Component]> };

/** `base` with the texts `override` gives, component by component and text by text. */
export function mergeMessages(base: AquilaMessagesInput, override: AquilaMessagesInput | undefined): AquilaMessagesInput {
  if (!override) return base;
  const merged: Record<string, object | undefined> = { ...base };
  for (const component of Object.keys(override) as (keyof AquilaMessages)[]) {
    merged[component] = { ...base[component], ...override[component] };
  }
  return merged;
}

// Type-only imports: the label shapes stay defined beside the components that show them, and no module
// is loaded for them.
import type { CarouselLabels } from '../carousel/constants.ts';
import type { RangeDatepickerLabels } from '../datepicker/constants.ts';
import type { PaginatorLabels } from '../paginator/constants.ts';

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
export function mergeMessages(base: AquilaMessages, override: AquilaMessagesInput | undefined): AquilaMessages {
  if (!override) return base;
  const merged = { ...base } as Record<keyof AquilaMessages, object>;
  for (const component of Object.keys(override) as (keyof AquilaMessages)[]) {
    if (component in base) merged[component] = { ...base[component], ...override[component] };
  }
  return merged as AquilaMessages;
}

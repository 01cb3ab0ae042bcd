/** What a component page says about itself: `demos/<component>/page.ts` default-exports one. */
export interface DocPage {
  /** The h1, e.g. "Radio button". */
  title: string;
  /** One or two sentences under the title. */
  description: string;
  /** The "When To Use" bullet list; omitted on pages that have none. */
  whenToUse?: string[];
  /** Names imported in the page's import line, e.g. ['Avatar', 'AvatarGroup']. */
  imports: string[];
  /** The entry point, `aquila-ui/<entry>`; the folder name under `library/`. */
  entry: string;
  /** Every demo of the page, in order. `id` is the demo folder, e.g. 'button-demo1'. */
  demos: DemoMeta[];
  /** Components whose generated API table the page shows, by their exported name. */
  api: string[];
  /** Tables written by hand (the card page's Element/Decorator/Characteristic/Description). */
  manualTables?: ManualTable[];
  /** The keyboard interactions of the component, shown as a table under the API. */
  keyboard?: KeyboardRow[];
  /** What the tables do not say, under a few headings at the end of the API section; `code` in backticks. */
  notes?: NoteGroup[];
  /** The "Configure" section above the examples: the page's main component with a control per prop. */
  configurator?: ConfiguratorMeta;
}

/**
 * The headings a page's notes are filed under, in the order a page shows them. Keys have their own table
 * (its heading is "Keyboard"), so a note about keys goes where its point lies, mostly Accessibility.
 */
export const NOTE_HEADINGS = ['Usage', 'Behaviour', 'Accessibility', 'Styling', 'Validation', 'Errors'] as const;

/** One of the note headings: Usage (props, refs, state, hooks), Behaviour, Accessibility, Styling, Validation, Errors. */
export type NoteHeading = (typeof NOTE_HEADINGS)[number];

/** A page's notes under one heading. Each item is a short paragraph; code names go in backticks. */
export interface NoteGroup {
  heading: NoteHeading;
  items: string[];
}

/**
 * A page's configurator. Its code is the `<slug>-demo0` demo: a file that renders `<component>` once,
 * with the sample children or data the component needs; the controls edit that element's props.
 */
export interface ConfiguratorMeta {
  /** The component the controls turn, by its exported name; its API table gives the controls. */
  component: string;
  /** Props given no control, as they make no sense to turn here (each page says why in a comment). */
  omit?: string[];
  /** The least height of the preview, for a component that opens an overlay. */
  minPreviewHeight?: number;
  /**
   * The sample starts with an overlay open (a dialog, a drawer, a menu, a list, a tooltip): it then runs
   * only in its sandboxed frame, as in the page it would cover the docs, and the page draws its still (a
   * picture of it open) until then. Any other sample is rendered in the page from the first paint, and the
   * frame takes over at the first sign of interest.
   */
  sampleStartsOpen?: boolean;
}

export interface DemoMeta {
  id: string;
  title: string;
  description?: string;
  /**
   * The least height of the demo's preview in edit mode, in pixels. The preview grows to what a demo
   * opens, but a dialog or drawer lays out against the preview's own window: given room from the start,
   * it opens as it does on the page instead of the frame growing under it.
   */
  minPreviewHeight?: number;
}

export interface ManualTable {
  title: string;
  columns: string[];
  rows: string[][];
}

export interface KeyboardRow {
  keys: string;
  action: string;
}

/** The page's import line: `import { Avatar, AvatarGroup } from 'aquila-ui/avatar';`. */
export const importLine = (page: Pick<DocPage, 'imports' | 'entry'>) =>
  `import { ${page.imports.join(', ')} } from 'aquila-ui/${page.entry}';`;

/** Identity helper so page files get type checking without an annotation. */
export const definePage = (page: DocPage): DocPage => page;

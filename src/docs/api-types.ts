export interface ApiRow {
  property: string;
  description: string;
  /**
   * The prop's type as its source writes it: unions in their written order (sizes small to large, `null`
   * last, no `undefined` for an optional prop), an alias of a few literals spelled out, any other type of the
   * library by its name. Literals are in double quotes, as TypeScript prints them; the configurator reads them so.
   */
  type: string;
  /** The library's named types `type` mentions: each is an entry of the Types table, and links to it. */
  typeRefs?: string[];
  /**
   * The default, written one way: a string in single quotes (`'medium'`), a number, boolean or null as it
   * is, an object, array or expression as code; '' when there is none.
   */
  default: string;
  required: boolean;
}

/** One field of an object type in the Types table. */
export interface ApiField {
  name: string;
  optional: boolean;
  /** Printed as `ApiRow.type` is. */
  type: string;
  description: string;
}

/** A named type of the library that a table's rows use: `SelectValue`, `TableScroll`, `DialogSizes`… */
export interface ApiType {
  name: string;
  /** Its type parameters as declared, `<R = unknown>`; '' when it has none. */
  parameters: string;
  description: string;
  /** An alias's type (`string | number`); for an interface, the types it extends (`A & B`), or ''. */
  definition: string;
  /** The fields of an interface or of an alias of an object type, in their written order. */
  fields?: ApiField[];
  /** The other named types its definition and fields mention; they are entries of the same Types table. */
  typeRefs: string[];
}

export interface ComponentApi {
  name: string;
  description: string;
  rows: ApiRow[];
  /** The named types the rows use, and those their definitions use in turn, by name. */
  types?: ApiType[];
}

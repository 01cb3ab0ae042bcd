declare module 'virtual:api-docs' {
  /** Kept in step with src/docs/api-types.ts (an ambient module cannot import a relative path). */
  interface ApiRow {
    property: string;
    description: string;
    type: string;
    default: string;
    required: boolean;
  }
  interface ComponentApi {
    name: string;
    description: string;
    rows: ApiRow[];
  }
  export const apiLoaders: Record<string, () => Promise<{ default: ComponentApi | null }>>;
}

declare module 'virtual:playground-runtime' {
  /**
   * Site-relative paths of the preview frame's classic script (React + the library + the frame
   * protocol): React's and the library's development build, or their production build.
   */
  export const runtimeScriptPaths: Record<'development' | 'production', string>;
  /** Site-relative path of the library's stylesheet for the preview frame. */
  export const runtimeStylePath: string;
}

declare module 'virtual:playground-types' {
  /** Declaration files keyed by the `file:///node_modules/...` path the editor resolves them at. */
  const files: Record<string, string>;
  export default files;
}

declare module 'virtual:library-entries' {
  /** The library's entry names (`button` for `aquila-ui/button`): every folder of library/ with an index.ts. */
  const entries: string[];
  export default entries;
}

declare module 'virtual:library-modules' {
  /** Every library entry's module, keyed by its specifier (`aquila-ui`, `aquila-ui/button`). */
  const modules: Record<string, unknown>;
  export default modules;
}

declare module 'virtual:demo-extra-files' {
  /** Per demo id, the names of the demo folder's files beyond its own .html, .tsx and .scss (sorted). */
  const extraFiles: Record<string, string[]>;
  export default extraFiles;
  /** The ids of the demos without a stylesheet of their own: they have no SCSS file. */
  export const withoutStylesheet: string[];
}

declare module 'virtual:search-index-file' {
  /** The search index's path below the site's base (a hashed name in a build). */
  const file: string;
  export default file;
}

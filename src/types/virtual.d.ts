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
  /** Site-relative path of the preview frame's classic script (React + the library + the frame protocol). */
  export const runtimeScriptPath: string;
  /** Site-relative path of the library's stylesheet for the preview frame. */
  export const runtimeStylePath: string;
}

declare module 'virtual:playground-types' {
  /** Declaration files keyed by the `file:///node_modules/...` path the editor resolves them at. */
  const files: Record<string, string>;
  export default files;
}

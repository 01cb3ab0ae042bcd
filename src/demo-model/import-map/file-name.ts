/**
 * The name of the file a person lists packages in. Apart from the reader in import-map.ts: every page
 * knows the name (a demo may ship the file), but only edit mode and the playground read what is in it.
 */
export const IMPORT_MAP_FILE = 'import-map.json';

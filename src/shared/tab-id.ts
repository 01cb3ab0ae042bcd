/** The id of a file's tab, safe in HTML for any file key ('sample-dialog.tsx' has a dot). */
export const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key.replace(/[^a-z0-9-]/gi, '_')}`;

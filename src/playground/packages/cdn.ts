/**
 * The package CDN a person's imports load from, in the frame: esm.sh unless the build names another
 * (a company's mirror of it) through `VITE_PACKAGE_CDN`. Only the frame runs what it serves; the page
 * reads text from it (a package's latest version).
 */
export const PACKAGE_CDN: string = (import.meta.env.VITE_PACKAGE_CDN || 'https://esm.sh').replace(/\/+$/, '');

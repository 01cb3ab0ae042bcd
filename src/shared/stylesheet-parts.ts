/**
 * A built page links one stylesheet that holds all of its CSS. The parts it was made of (a stylesheet per
 * module) are named too, as links, because Vite's loader adds a module's stylesheet unless a
 * `link[rel="stylesheet"]` with its address is already in the document: named, none is fetched again as
 * the app loads its modules. They are written inside a `<template>`, inert, and linked from there by the
 * entry, `disabled`: Chromium's parser fetches even a disabled stylesheet link written in the page, but
 * not one a script adds.
 */

/** The id of the built page's `<template>` holding its stylesheet parts. */
export const STYLESHEET_PARTS_ID = 'stylesheet-parts';

/** The parts' links, as the build writes them in the page's head. */
export const stylesheetPartsHtml = (hrefs: readonly string[]): string =>
  `<template id="${STYLESHEET_PARTS_ID}">${hrefs.map((href) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`).join('')}</template>`;

/** The parts' links of a page as built (this document, or one fetched). */
export const stylesheetParts = (page: Document): HTMLLinkElement[] => {
  const template = page.getElementById(STYLESHEET_PARTS_ID);
  return template instanceof HTMLTemplateElement ? [...template.content.querySelectorAll<HTMLLinkElement>('link')] : [];
};

/** Links this document's parts, disabled, where Vite's loader looks for them; before the app loads any module. */
export function linkStylesheetParts(): void {
  const template = document.getElementById(STYLESHEET_PARTS_ID);
  if (template instanceof HTMLTemplateElement) template.replaceWith(template.content);
}

/** Marks where a page's own content starts inside `<main>`, after a layout's navigation: the skip link's target. */
export const SKIP_TARGET_ATTRIBUTE = 'data-skip-target';

/**
 * A demo's three files by name, as edit mode, the share links and the projects hold them: the page it
 * mounts into, its module and its stylesheet.
 */
export const demoFiles = (demoId: string, code = '', style = '', page = '<div id="root"></div>'): Record<string, string> => ({
  'index.html': page,
  [`${demoId}.tsx`]: code,
  [`${demoId}.scss`]: style,
});

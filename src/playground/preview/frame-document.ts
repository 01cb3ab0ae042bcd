const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The frame's page: the demo's own HTML file, plus the library stylesheet and the runtime script
 * (absolute URLs: a srcdoc frame has no base of its own). The theme is set before first paint.
 */
export function frameDocument(html: string, scriptUrl: string, styleUrl: string, theme: string): string {
  const head = `<link rel="stylesheet" href="${escapeAttribute(styleUrl)}">`;
  const script = `<script src="${escapeAttribute(scriptUrl)}"></script>`;
  let page = /<html[\s>]/i.test(html) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
  page = page.replace(/<html([^>]*)>/i, (_match, attributes: string) => `<html${attributes} theme="${escapeAttribute(theme)}">`);
  page = /<\/head>/i.test(page) ? page.replace(/<\/head>/i, `${head}</head>`) : page.replace(/<body/i, `<head>${head}</head><body`);
  page = /<\/body>/i.test(page) ? page.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${script}</body>`) : `${page}${script}`;
  return page;
}

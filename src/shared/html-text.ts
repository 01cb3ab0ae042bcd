/** The text of some HTML as the browser would show it (a highlighted file's, for the clipboard or a comparison). */
export function textOfHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

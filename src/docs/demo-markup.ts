import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { demoLoader } from '../demo-model/modules';
import { formatMarkup } from '../shared/format-markup';

/**
 * The HTML an example renders on a server, formatted: what its "HTML output" tab shows in read mode.
 * Run by the build (and by the dev server when the tab is opened), never in the browser; null for a
 * demo that does not exist.
 */
export async function renderDemoMarkup(demoId: string): Promise<string | null> {
  const load = demoLoader(demoId);
  if (!load) return null;
  const { default: Demo } = await load();
  return formatMarkup(renderToString(createElement(Demo)));
}

import { blocks } from './markdown';

/** One page in the index: its title, address (without the `.md`), and one line of what it is. */
export interface IndexedPage {
  title: string;
  path: string;
  description: string;
}

/** Where a page's Markdown is published: beside its HTML, as `<path>.md`. */
export const markdownPath = (path: string): string => `${path}.md`;

/**
 * `/llms.txt`, as llmstxt.org lays it out: the site's name, one line of what it is, then its pages in
 * sections, each a link to its Markdown with a line of what it holds.
 */
export function llmsIndex(siteUrl: string, sections: ReadonlyArray<{ heading: string; pages: readonly IndexedPage[] }>): string {
  return blocks(
    '# Aquila UI',
    '> A React + TypeScript component library: thirty components with live, editable examples, API tables and keyboard tables. Each page below is its Markdown; /llms-full.txt holds them all.',
    ...sections.map(
      ({ heading, pages }) =>
        `## ${heading}\n\n${pages.map((page) => `- [${page.title}](${siteUrl}${markdownPath(page.path)}): ${page.description}`).join('\n')}`,
    ),
  );
}

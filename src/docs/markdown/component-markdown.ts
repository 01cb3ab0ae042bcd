import { importLine, type DocPage } from '../../demo-model/doc-page';
import type { DemoFile } from '../../demo-model/files';
import type { ComponentApi } from '../api-types';
import { blocks, codeCell, fence, list, table } from './markdown';

/** What a component page's Markdown is made of, besides its page texts: the same data its HTML is made of. */
export interface ComponentMarkdownData {
  page: DocPage;
  /** The page's address, e.g. `/components/button`. */
  path: string;
  /** A demo's files as the source panel lists them (the shared HTML page left out). */
  demoFiles: (demoId: string) => DemoFile[];
  /** A demo file's text, as the site ships it; null when there is none. */
  demoSource: (demoId: string, key: string) => string | null;
  /** The page's API tables, in its order. */
  apis: readonly ComponentApi[];
}

const FENCE_LANGUAGE = { typescript: 'tsx', scss: 'scss', html: 'html' } as const;

function examples({ page, demoFiles, demoSource }: ComponentMarkdownData): string {
  return page.demos
    .map((demo) =>
      blocks(
        `### ${demo.title}`,
        demo.description,
        ...demoFiles(demo.id)
          .filter((file) => file.language !== 'html')
          .map((file) => {
            const source = demoSource(demo.id, file.key);
            return source === null ? null : `${file.key}:\n\n${fence(FENCE_LANGUAGE[file.language], source)}`;
          }),
      ).trimEnd(),
    )
    .join('\n\n');
}

function apiTable(api: ComponentApi): string {
  const rows = api.rows.map((row) => [
    codeCell(row.property) + (row.required ? ' (required)' : ''),
    row.description,
    codeCell(row.type),
    codeCell(row.default),
  ]);
  return blocks(
    `### ${api.name}`,
    api.description,
    table(['Property', 'Description', 'Type', 'Default'], rows),
    ...(api.types ?? []).map((type) =>
      blocks(
        `#### ${type.name}${type.parameters}`,
        type.description,
        type.definition && fence('ts', type.definition),
        type.fields?.length
          ? table(
              ['Field', 'Type', 'Description'],
              type.fields.map((field) => [
                codeCell(field.name + (field.optional ? '?' : '')),
                codeCell(field.type),
                field.description,
              ]),
            )
          : null,
      ).trimEnd(),
    ),
  ).trimEnd();
}

/**
 * A component page as Markdown, for people's coding assistants: its title and description, when to use
 * it, the import line, every example's source in fenced blocks, the API tables, the keyboard table and the
 * notes — from the data the page's HTML is rendered from.
 */
export function componentMarkdown(data: ComponentMarkdownData): string {
  const { page } = data;
  return blocks(
    `# ${page.title}`,
    `> ${page.description}`,
    !!page.whenToUse?.length && `## When to use\n\n${list(page.whenToUse)}`,
    `## Import\n\n${fence('tsx', importLine(page))}`,
    `## Examples\n\n${examples(data)}`,
    `## API\n\n${data.apis.map(apiTable).join('\n\n')}`,
    ...(page.manualTables ?? []).map((manual) => `### ${manual.title}\n\n${table(manual.columns, manual.rows)}`),
    !!page.keyboard?.length &&
      `## Keyboard\n\n${table(
        ['Keys', 'Action'],
        page.keyboard.map((row) => [row.keys, row.action]),
      )}`,
    !!page.notes?.length && `## Notes\n\n${page.notes.map((group) => `### ${group.heading}\n\n${list(group.items)}`).join('\n\n')}`,
  );
}

import { renameSummaries } from '../src/data/rename-summary.ts';

// To rewrite the block in CHANGELOG.md after RENAMES changes: WRITE_CHANGELOG=1 npx vitest run scripts/changelog-renames.test.ts

/** The comments around the block of CHANGELOG.md this script writes; everything between them is generated. */
export const RENAMES_START = '<!-- renames:start -->';
export const RENAMES_END = '<!-- renames:end -->';

/** The 1.0 section's "Renamed" part, from the library's rename table: a line per component. */
export function renderRenames(): string {
  const lines = renameSummaries().map(({ component, summary }) => `- **${component}**: ${summary}`);
  return ['### Renamed (0.x → 1.0)', '', ...lines].join('\n');
}

/** Where the block sits in a changelog: the text between the markers, or an error naming what is missing. */
function blockRange(changelog: string): { start: number; end: number } {
  const start = changelog.indexOf(RENAMES_START);
  const end = changelog.indexOf(RENAMES_END);
  if (start === -1 || end < start) throw new Error(`CHANGELOG.md has no ${RENAMES_START} … ${RENAMES_END} block`);
  return { start: start + RENAMES_START.length, end };
}

/** The block as the changelog has it, without the blank lines that set it off from the markers. */
export function renamesBlockOf(changelog: string): string {
  const { start, end } = blockRange(changelog);
  return changelog.slice(start, end).trim();
}

/** The changelog with its block replaced by `block`. */
export function withRenamesBlock(changelog: string, block = renderRenames()): string {
  const { start, end } = blockRange(changelog);
  return `${changelog.slice(0, start)}\n\n${block}\n\n${changelog.slice(end)}`;
}

import HERO_SOURCE from './HeroExample.tsx?raw';
import type { WorkspaceFiles } from '../../workspace/files';

/**
 * The hero example's source, read from the very file the overview renders, so what the page shows,
 * what it runs and what it hands to the playground are one text. It imports only `react` and
 * `aquila-ui/<name>`, and styles itself inline: as it stands it is a whole playground workspace.
 */
export { HERO_SOURCE };

export const HERO_FILES: WorkspaceFiles = { 'App.tsx': HERO_SOURCE };

import { useState } from 'react';
import { copyText } from '../../../shared/clipboard';
import type { WorkspaceFiles } from '../../../workspace/files';
import { embedPath, workspacePath } from '../../../workspace/links';

/** What was last made to hand on: the workspace's link, or the `<iframe>` that embeds it. */
export interface Handout {
  kind: 'link' | 'embed';
  value: string;
  status: string;
}

const absolute = (path: string) => `${window.location.origin}${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`;

/** The snippet that shows the workspace's preview in another page. */
export const embedSnippet = (url: string) =>
  `<iframe src="${url}" title="Aquila UI playground" width="100%" height="420" style="border: 0; border-radius: 8px" loading="lazy"></iframe>`;

/**
 * Share and Embed: each makes its text for the files as they are now, copies it, and keeps it on
 * screen to select by hand when the clipboard is not allowed; a workspace too large for a link says so.
 */
export function useWorkspaceShare(files: WorkspaceFiles, active: string) {
  const [handout, setHandout] = useState<Handout | null>(null);
  const [problem, setProblem] = useState('');

  const hand = async (kind: Handout['kind']) => {
    let value: string;
    try {
      value = kind === 'link' ? absolute(workspacePath(files, active)) : embedSnippet(absolute(embedPath(files)));
    } catch (error) {
      setHandout(null);
      setProblem(`It cannot be shared as a link: ${(error as Error).message}.`);
      return;
    }
    setProblem('');
    setHandout({ kind, value, status: '' });
    const outcome = await copyText(value);
    const copied = kind === 'link' ? 'Link copied' : 'Embed code copied';
    setHandout({ kind, value, status: outcome === 'successful' ? copied : 'Copy it from the field' });
  };

  return { handout, problem, share: () => hand('link'), embed: () => hand('embed') };
}

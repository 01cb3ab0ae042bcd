import { useState } from 'react';
import { SquareArrowOutUpRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { DemoFiles } from '../demo-model/files';

/**
 * Takes a demo's files as they are in the editor, edits included, to the playground page, where they
 * become a workspace of the person's own. The link is made on the click, not per keystroke, and the
 * workspace's code and its codec load then too: the configurator that offers this button is part of
 * every component page.
 */
export function OpenInPlayground({ demoId, files }: { demoId: string; files: DemoFiles }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const open = async () => {
    try {
      const [{ workspacePath }, { workspaceFromDemo }] = await Promise.all([
        import('../workspace/links'),
        import('../workspace/files'),
      ]);
      navigate(workspacePath(workspaceFromDemo(demoId, files)));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <>
      <button
        type="button"
        className="text-button"
        onClick={() => void open()}
        title="Open these files as a workspace of your own on the playground page"
      >
        <SquareArrowOutUpRight aria-hidden size={14} /> Open in playground
      </button>
      {problem && <span role="alert">Cannot open in the playground: {problem}.</span>}
    </>
  );
}

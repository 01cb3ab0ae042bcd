import { useState } from 'react';
import { SquareArrowOutUpRight } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import type { DemoFiles } from '../demo-model/files';
import { workspaceFromDemo } from '../workspace/files';
import { workspacePath } from '../workspace/links';

/**
 * Takes a demo's files as they are in the editor, edits included, to the playground page, where they
 * become a workspace of the person's own. The link is made on the click, not per keystroke.
 */
export function OpenInPlayground({ demoId, files }: { demoId: string; files: DemoFiles }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const open = () => {
    try {
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
        onClick={open}
        title="Open these files as a workspace of your own on the playground page"
      >
        <SquareArrowOutUpRight aria-hidden size={14} /> Open in playground
      </button>
      {problem && <span role="alert">Cannot open in the playground: {problem}.</span>}
    </>
  );
}

import { useEditorStore } from '../stores/editor';

/**
 * Why a shared link could not be opened. When the link holds text (its edit could not be placed in
 * today's example), that text is shown too, so nothing the sender wrote is lost.
 */
export function SharedLinkProblem() {
  const problem = useEditorStore((state) => state.linkProblem);
  if (!problem) return null;
  const files = Object.entries(problem.linkText);
  return (
    <div className="component-page__share-error">
      <p role="alert">{problem.message}</p>
      {files.length > 0 && (
        <details>
          <summary>What the link holds</summary>
          {files.map(([file, text]) => (
            <figure key={file}>
              <figcaption>{file}</figcaption>
              <pre>
                <code>{text}</code>
              </pre>
            </figure>
          ))}
        </details>
      )}
    </div>
  );
}

import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { COPY_FAILED, useCopyMessage } from '../shared/useCopyMessage';
import { BuiltCode } from '../shared/HighlightedCode';
import { textOfHtml } from '../shared/html-text';
import { readingTabs } from '../demo-model/catalog';
import { demoEntry, OUTPUT_KEY, type FileKey } from '../demo-model/files';
import { HtmlOutputNote } from '../shared/HtmlOutputNote';
import { tabId } from '../shared/tab-id';
import { SourceTabs } from '../shared/SourceTabs';
import { useDemoSources } from './useDemoSources';

interface SourcePanelProps {
  demoId: string;
  id: string;
}

/**
 * The source of one demo: its HTML output (read-only, what it renders), a tab per code file (TS
 * selected first) and a copy action for the active tab.
 */
export function SourcePanel({ demoId, id }: SourcePanelProps) {
  const files = readingTabs(demoId);
  const [active, setActive] = useState<FileKey>(demoEntry(demoId));
  const activeFile = files.find((file) => file.key === active) ?? files[0];
  const output = active === OUTPUT_KEY;
  const noteId = `${id}-output-note`;
  const [copyMessage, copyWithMessage] = useCopyMessage();
  const sources = useDemoSources(demoId);

  const copy = async () => {
    if (sources.status !== 'ready') return;
    await copyWithMessage(textOfHtml(sources.sources[active]), `${activeFile.label} copied`);
  };

  return (
    <div className="source-panel" id={id}>
      <div className="source-panel__bar">
        <SourceTabs idPrefix={id} files={files} active={active} onSelect={setActive} />
        <span className="source-panel__status" role="status">
          {copyMessage}
        </span>
        <button
          type="button"
          className="icon-button"
          onClick={copy}
          disabled={sources.status !== 'ready'}
          aria-label="Copy code"
          title="Copy code"
        >
          {copyMessage && copyMessage !== COPY_FAILED ? <Check aria-hidden size={16} /> : <Copy aria-hidden size={16} />}
        </button>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={tabId(id, active)}
        aria-describedby={output ? noteId : undefined}
        className="source-panel__code"
        tabIndex={0}
      >
        {output && <HtmlOutputNote id={noteId} />}
        {sources.status === 'ready' ? (
          <BuiltCode html={sources.sources[active]} />
        ) : sources.status === 'error' ? (
          <p className="source-panel__error" role="alert">
            The source could not be loaded ({sources.message}). Close and open the panel to try again.
          </p>
        ) : (
          <p className="source-panel__loading">Loading source…</p>
        )}
      </div>
    </div>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FocusTrap } from 'focus-trap-react';
import { Search, X } from 'lucide-react';
import { Portal } from 'aquila-ui/core';
import { useLoadWithRetry } from '../shared/useLoadWithRetry';
import { useSiteDialog } from '../shared/useSiteDialog';
import { loadSiteSearch } from './loadSearch';
import type { ResultGroup } from './engine';
import { entryHref, type SearchEntry, type SearchKind } from './types';
import { COMPONENTS_SECTION } from '../data/routes';
import './SearchDialog.scss';

const KIND_LABEL: Record<SearchKind, string> = { page: 'Page', prop: 'Prop', demo: 'Example', keyboard: 'Keyboard' };

/** JSDoc sets names in backticks; the results show them as plain text. */
const plain = (text: string) => text.replace(/`/g, '');

const resultCount = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

function kindLabel(entry: SearchEntry) {
  if (entry.kind === 'prop' && entry.component) return `Prop of ${entry.component}`;
  if (entry.kind === 'page' && entry.category) return `${KIND_LABEL.page} · ${entry.category}`;
  return KIND_LABEL[entry.kind];
}

export interface SearchDialogProps {
  /** Called when the dialog should close: Escape, a press outside, the close button, or a result chosen. */
  onClose: () => void;
}

/**
 * The ⌘K search: a modal dialog holding a combobox (the input) and the listbox of its results,
 * grouped by page. Focus stays in the input; the arrows move the active option, Enter opens it,
 * Escape closes, and focus goes back to where it was. The index loads when the dialog first opens.
 */
export default function SearchDialog({ onClose }: SearchDialogProps) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // Focus starts in the search field.
  const overlay = useSiteDialog(onClose, '.site-search__bar');
  const [loaded, retry] = useLoadWithRetry(loadSiteSearch);

  const [query, setQuery] = useState('');
  // On a component page, that component's results rank first among those about as relevant.
  const { pathname } = useLocation();
  const currentPage = pathname.startsWith(`${COMPONENTS_SECTION}/`)
    ? pathname.slice(COMPONENTS_SECTION.length + 1).split('/')[0]
    : undefined;
  const groups: ResultGroup[] = useMemo(
    () => (loaded.status === 'ready' ? loaded.value.query(query, currentPage) : []),
    [loaded, query, currentPage],
  );
  const results = useMemo(() => groups.flatMap((group) => group.results), [groups]);
  /** Where each group's options start in `results`: an option's index is its group's start plus its place. */
  const groupStarts = useMemo(
    () => groups.map((_, index) => groups.slice(0, index).reduce((sum, group) => sum + group.results.length, 0)),
    [groups],
  );
  // The first result is active for each new query, as in a search box that completes.
  const [activeFor, setActiveFor] = useState({ query: '', index: 0 });
  const active = results.length === 0 ? -1 : activeFor.query === query ? Math.min(activeFor.index, results.length - 1) : 0;
  const expanded = results.length > 0;

  // A new list starts at its top (with the first group's title); the arrows keep the active option in view.
  useEffect(() => {
    if (active === 0) document.getElementById(`${id}-listbox`)?.scrollTo?.(0, 0);
    else if (active > 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, id, query]);

  const choose = (entry: SearchEntry) => {
    navigate(entryHref(entry));
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveFor({ query, index: (active + step + results.length) % results.length });
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (active >= 0) choose(results[active]);
    }
  };

  let status = '';
  if (loaded.status === 'ready' && query.trim()) status = results.length ? resultCount(results.length) : 'No results';
  else if (loaded.status === 'failed') status = 'The search index could not be loaded';

  return (
    <Portal>
      <div className="site-search">
        <FocusTrap {...overlay.focusTrapProps}>
          <div
            {...overlay.panelProps}
            className="site-search__panel"
            aria-label="Search the docs"
            data-results-for={loaded.status === 'ready' ? query : undefined}
          >
            <div className="site-search__bar">
              <Search aria-hidden size={18} className="site-search__icon" />
              <input
                ref={inputRef}
                className="site-search__input"
                type="text"
                role="combobox"
                aria-label="Search components, props and examples"
                aria-expanded={expanded}
                aria-controls={listboxId}
                aria-autocomplete="list"
                aria-activedescendant={active >= 0 ? optionId(active) : undefined}
                placeholder="Search components, props, examples"
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                enterKeyHint="go"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onKeyDown}
              />
              <button type="button" className="site-search__close" aria-label="Close search" onClick={onClose}>
                <kbd className="site-search__esc" aria-hidden>
                  Esc
                </kbd>
                <X aria-hidden size={20} className="site-search__x" />
              </button>
            </div>
            {expanded ? (
              <div className="site-search__results" role="listbox" id={listboxId} aria-label="Results">
                {groups.map((group, groupIndex) => (
                  <div key={group.page} role="group" aria-labelledby={`${id}-group-${group.page}`} className="site-search__group">
                    <div role="presentation" id={`${id}-group-${group.page}`} className="site-search__group-title">
                      {group.pageTitle}
                    </div>
                    {group.results.map((entry, inGroup) => {
                      const optionIndex = groupStarts[groupIndex] + inGroup;
                      return (
                        <div
                          key={`${entry.kind}-${entry.target}`}
                          id={optionId(optionIndex)}
                          role="option"
                          aria-selected={optionIndex === active}
                          className="site-search__option"
                          data-kind={entry.kind}
                          onPointerMove={() => optionIndex !== active && setActiveFor({ query, index: optionIndex })}
                          // The input keeps focus, as the combobox pattern wants.
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => choose(entry)}
                        >
                          <span className="site-search__option-head">
                            <span className="site-search__option-title">{entry.title}</span>
                            <span className="site-search__option-kind">{kindLabel(entry)}</span>
                          </span>
                          {entry.text && <span className="site-search__option-text">{plain(entry.text)}</span>}
                        </div>
                      );
                    })}
                  </div>
                ))}
              </div>
            ) : (
              <div className="site-search__empty">
                {loaded.status === 'loading' && <p>Loading the index…</p>}
                {loaded.status === 'failed' && (
                  <p>
                    The search index could not be loaded.{' '}
                    <button
                      type="button"
                      className="text-button"
                      onClick={() => {
                        inputRef.current?.focus();
                        retry();
                      }}
                    >
                      Try again
                    </button>
                  </p>
                )}
                {loaded.status === 'ready' && !query.trim() && (
                  <p>
                    Find any of {loaded.value.counts.page} pages, {loaded.value.counts.prop} props, {loaded.value.counts.demo} examples
                    and {loaded.value.counts.keyboard} keyboard keys. Typos are forgiven.
                  </p>
                )}
                {loaded.status === 'ready' && query.trim() && <p>No results for “{query.trim()}”.</p>}
              </div>
            )}
            <p className="site-search__hints" aria-hidden>
              <span>
                <kbd>↑</kbd> <kbd>↓</kbd> to move
              </span>
              <span>
                <kbd>Enter</kbd> to open
              </span>
              <span>
                <kbd>Esc</kbd> to close
              </span>
            </p>
            <div role="status" className="aq-visually-hidden">
              {status}
            </div>
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}

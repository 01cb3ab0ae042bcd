import { useEffect, useState, type ComponentType } from 'react';
import { Search } from 'lucide-react';
import { isSearchShortcut } from './shortcut';
import { useBrowserValue } from '../shared/useBrowserValue';
import type { SearchDialogProps } from './SearchDialog';
import './SearchButton.scss';

const loadDialog = () => import('./SearchDialog');

const isApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * The top bar's search button, and the shortcuts that open the search from anywhere. The dialog and
 * its index are loaded when first opened (the dialog's code already when the pointer comes near).
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Imported by hand rather than with React.lazy: a Suspense boundary holds revealed content back
  // for up to 300 ms, and the dialog should appear as soon as its code is there.
  const [SearchDialog, setSearchDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  // Server-rendered pages show Ctrl K; a Mac shows ⌘K once the page is live.
  const apple = useBrowserValue(isApple, false);

  useEffect(() => {
    if (!open || SearchDialog) return;
    let current = true;
    loadDialog().then(
      (module) => current && setSearchDialog(() => module.default),
      (error: unknown) => {
        console.error('The search could not be loaded', error);
        if (current) setOpen(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, SearchDialog]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className="search-button"
        // Named by its visible word (the shortcut is announced through aria-keyshortcuts), so the name
        // a voice-control user says is the one they see.
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden size={16} />
        <span className="search-button__label">Search</span>
        <kbd className="search-button__hint" aria-hidden>
          {apple ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && SearchDialog && <SearchDialog onClose={() => setOpen(false)} />}
    </>
  );
}

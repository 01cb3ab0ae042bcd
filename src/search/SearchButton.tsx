import { lazy, Suspense, useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { isSearchShortcut } from './shortcut';
import './SearchButton.scss';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

const isApple = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/**
 * The top bar's search button, and the shortcuts that open the search from anywhere. The dialog and
 * its index are loaded when first opened (the dialog's code already when the pointer comes near).
 */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const apple = isApple();

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
        aria-label="Search"
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
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { Moon, Sun } from 'lucide-react';
import { useThemeStore } from '../stores/theme';
import { REPOSITORY_URL } from '../services/contributors';
import { useNavbarLayout } from './useNavbarLayout';
import { Logo, RepositoryIcon } from './Logo';
import { SearchButton } from '../search/SearchButton';
import './Navbar.scss';

function ComponentsLink() {
  const { pathname } = useLocation();
  return (
    <Link to="/components" className="navbar__link" aria-current={pathname.includes('/components') ? 'page' : undefined}>
      Components
    </Link>
  );
}

/** The top bar (45 px): brand, Components link, search, theme toggle, repository link; a second bar below 840 px. */
export function Navbar() {
  const layout = useNavbarLayout();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);

  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main">
        <Link to="/overview" className="navbar__brand">
          <Logo />
          <span>Aquila UI</span>
        </Link>
        {layout === 'wide' && <ComponentsLink />}
        <div className="navbar__end">
          <SearchButton />
          <button
            type="button"
            className="icon-button"
            aria-label="Toggle theme"
            title={theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}
            onClick={toggleTheme}
          >
            {theme === 'light' ? <Moon aria-hidden size={18} /> : <Sun aria-hidden size={18} />}
          </button>
          <a className="icon-button" href={REPOSITORY_URL} target="_blank" rel="noreferrer" aria-label="Source repository">
            <RepositoryIcon />
          </a>
        </div>
      </nav>
      {layout === 'medium' && (
        <nav className="navbar navbar--secondary" aria-label="Sections">
          <ComponentsLink />
        </nav>
      )}
    </header>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { Moon } from 'lucide-react';
import { useThemeStore } from '../shared/theme-store';
import { REPOSITORY_URL } from '../services/contributors';
import { Logo, RepositoryIcon } from './Logo';
import { SearchButton } from '../search/SearchButton';
import './Navbar.scss';
import { COMPONENTS_SECTION, GETTING_STARTED, GUIDES, OVERVIEW, PLAYGROUND, THEME } from '../data/routes';

/** The sections' links: Get started, Components, Guides, Theme and Playground. */
function SectionLinks() {
  const { pathname } = useLocation();
  return (
    <>
      <Link
        to={GETTING_STARTED.path}
        className="navbar__link"
        aria-current={pathname.startsWith(GETTING_STARTED.path) ? 'page' : undefined}
      >
        Get started
      </Link>
      <Link to={COMPONENTS_SECTION} className="navbar__link" aria-current={pathname.includes(COMPONENTS_SECTION) ? 'page' : undefined}>
        Components
      </Link>
      <Link
        to={GUIDES.path}
        className="navbar__link"
        aria-current={pathname.startsWith(GUIDES.path) && !pathname.startsWith(GETTING_STARTED.path) ? 'page' : undefined}
      >
        Guides
      </Link>
      <Link to={THEME.path} className="navbar__link" aria-current={pathname.startsWith(THEME.path) ? 'page' : undefined}>
        {THEME.title}
      </Link>
      <Link to={PLAYGROUND.path} className="navbar__link" aria-current={pathname.startsWith(PLAYGROUND.path) ? 'page' : undefined}>
        Playground
      </Link>
    </>
  );
}

/**
 * The top bar (45 px): brand, Components link, search, theme toggle, repository link. Below 840 px the
 * Components link moves to a second bar. Both places are in the markup and CSS shows one: the page is
 * rendered before anyone knows the width of the window it will be shown in.
 */
export function Navbar() {
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);

  return (
    <header className="site-header">
      <nav className="navbar" aria-label="Main">
        <Link to={OVERVIEW.path} className="navbar__brand">
          <Logo />
          <span>Aquila UI</span>
        </Link>
        <span className="navbar__wide-only">
          <SectionLinks />
        </span>
        <div className="navbar__end">
          <SearchButton />
          {/* A toggle named for the dark theme, pressed while it is on. The page is rendered ahead of time
              as light and hydrated so, then set to the stored theme (the store's server snapshot): no
              mismatch. The pressed look comes from the theme attribute, so it is right from the first paint. */}
          <button
            type="button"
            className="icon-button navbar__theme-toggle"
            aria-label="Dark theme"
            aria-pressed={theme === 'dark'}
            title={theme === 'dark' ? 'Dark theme is on: switch to light' : 'Dark theme is off: switch to dark'}
            onClick={toggleTheme}
          >
            <Moon aria-hidden size={18} className="navbar__theme-icon" />
          </button>
          <a className="icon-button" href={REPOSITORY_URL} target="_blank" rel="noreferrer" aria-label="Source repository">
            <RepositoryIcon />
          </a>
        </div>
      </nav>
      <nav className="navbar navbar--secondary" aria-label="Sections">
        <SectionLinks />
      </nav>
    </header>
  );
}

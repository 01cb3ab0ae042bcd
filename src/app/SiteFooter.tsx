import { Link } from 'react-router-dom';
import { version } from '../../package.json';
import { SECTION_PAGES } from '../data/routes';
import { REPOSITORY_URL } from '../services/contributors';
import './SiteFooter.scss';

/** The files the footer links to, as the repository shows them on its default branch. */
const LICENCE_URL = `${REPOSITORY_URL}/blob/main/LICENSE`;
const CHANGELOG_URL = `${REPOSITORY_URL}/blob/main/CHANGELOG.md`;

/**
 * The end of every page of the site: its sections, and the library's version, licence, changelog and
 * repository. Quiet, and in the page as it is rendered ahead of time (nothing here waits for code).
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="site-footer__list">
          {SECTION_PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="site-footer__list">
        <li>
          Version <span className="site-footer__version">{version}</span>
        </li>
        <li>
          <a href={LICENCE_URL}>MIT licence</a>
        </li>
        <li>
          <a href={CHANGELOG_URL}>Changelog</a>
        </li>
        <li>
          <a href={REPOSITORY_URL}>Source on GitHub</a>
        </li>
      </ul>
    </footer>
  );
}

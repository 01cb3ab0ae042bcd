import { useId } from 'react';
import { BookOpen, Compass, Languages, Route } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { componentPath, GETTING_STARTED, GUIDES, MIGRATION, THEMING_GUIDE } from '../../data/routes';
import { componentsByCategory } from '../../data/components';
import { ComponentLink } from './ComponentLink';

interface SideNavProps {
  /** Called when an item is chosen, so the drawer holding the navigation can close. */
  onNavigate?: () => void;
}

const GROUPS = componentsByCategory();

/** Where a newcomer starts, and the guides that hold for every component, above the components. */
const START_HERE = [
  { page: GETTING_STARTED, Icon: Compass },
  { page: GUIDES, Icon: BookOpen },
  { page: THEMING_GUIDE, Icon: Languages },
  { page: MIGRATION, Icon: Route },
];

/**
 * The guides, then every component page grouped by category, each list under a label that names it; the
 * current page is marked. It is both the pinned sidebar of wide screens and the drawer's content, so its
 * ids are its own.
 */
export function SideNav({ onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const id = useId();
  return (
    <nav aria-label="Documentation" className="side-nav">
      <div className="side-nav__group">
        <p className="side-nav__heading" id={`${id}-start`}>
          Start here
        </p>
        <ul aria-labelledby={`${id}-start`}>
          {START_HERE.map(({ page, Icon }) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className="side-nav__item"
                aria-current={pathname === page.path ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon aria-hidden size={16} />
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {GROUPS.map((group) => (
        <div key={group.id} className="side-nav__group">
          <p className="side-nav__heading" id={`${id}-${group.id}`}>
            {group.title}
          </p>
          <ul aria-labelledby={`${id}-${group.id}`}>
            {group.components.map((entry) => {
              const current = pathname === componentPath(entry.path) || pathname.startsWith(`${componentPath(entry.path)}/`);
              return (
                <li key={entry.path}>
                  <ComponentLink entry={entry} className="side-nav__item" current={current} onClick={onNavigate} />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

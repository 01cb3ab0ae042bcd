import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import * as COMPONENT_ICONS from '../../data/component-icons';
import { componentPath } from '../../data/routes';
import { componentsByCategory } from '../../data/components';
import { AVAILABLE_PAGES } from '../../demo-model/pages';

interface SideNavProps {
  /** Called when an item is chosen, so the drawer holding the navigation can close. */
  onNavigate?: () => void;
}

const GROUPS = componentsByCategory();

/**
 * Every component page, grouped by category under a label that names each list; the current one is
 * marked. It is both the pinned sidebar of wide screens and the drawer's content, so its ids are its own.
 */
export function SideNav({ onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  const id = useId();
  return (
    <nav aria-label="Components" className="side-nav">
      {GROUPS.map((group) => (
        <div key={group.id} className="side-nav__group">
          <p className="side-nav__heading" id={`${id}-${group.id}`}>
            {group.title}
          </p>
          <ul aria-labelledby={`${id}-${group.id}`}>
            {group.components.map(({ path, title, icon }) => {
              const Icon = COMPONENT_ICONS[icon];
              const current = pathname === componentPath(path) || pathname.startsWith(`${componentPath(path)}/`);
              return (
                <li key={path}>
                  {AVAILABLE_PAGES.has(path) ? (
                    <Link
                      to={componentPath(path)}
                      className="side-nav__item"
                      aria-current={current ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      <Icon aria-hidden size={16} />
                      {title}
                    </Link>
                  ) : (
                    <span className="side-nav__item" aria-disabled="true">
                      <Icon aria-hidden size={16} />
                      {title}
                      <span className="soon-label">Soon</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

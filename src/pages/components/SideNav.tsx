import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { componentPath } from '../../data/routes';
import { componentsByCategory } from '../../data/components';
import { ComponentLink } from './ComponentLink';

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

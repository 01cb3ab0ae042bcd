import { Link, useLocation } from 'react-router-dom';
import * as COMPONENT_ICONS from '../../data/component-icons';
import { componentPath } from '../../data/routes';
import { COMPONENTS } from '../../data/components';
import { AVAILABLE_PAGES } from '../../demo-model/pages';

interface SideNavProps {
  /** Called when an item is chosen, so the drawer holding the navigation can close. */
  onNavigate: () => void;
}

/** Every component page; the current one is marked by a substring match on the URL. */
export function SideNav({ onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Components" className="side-nav">
      <ul>
        {COMPONENTS.map(({ path, title, icon }) => {
          const Icon = COMPONENT_ICONS[icon];
          const current = pathname.includes(`/components/${path}`);
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
    </nav>
  );
}

import { Link } from 'react-router-dom';
import * as COMPONENT_ICONS from '../../data/component-icons';
import type { ComponentEntry } from '../../data/components';
import { componentPath } from '../../data/routes';
import { AVAILABLE_PAGES } from '../../demo-model/pages';

interface ComponentLinkProps {
  entry: Pick<ComponentEntry, 'path' | 'title' | 'icon'>;
  className: string;
  /** Marks the entry of the page being read. */
  current?: boolean;
  onClick?: () => void;
}

/** A component's icon and name, linking to its page; a component without a page yet says "Soon". */
export function ComponentLink({ entry: { path, title, icon }, className, current, onClick }: ComponentLinkProps) {
  const Icon = COMPONENT_ICONS[icon];
  if (!AVAILABLE_PAGES.has(path)) {
    return (
      <span className={className} aria-disabled="true">
        <Icon aria-hidden size={16} />
        {title}
        <span className="soon-label">Soon</span>
      </span>
    );
  }
  return (
    <Link to={componentPath(path)} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
      <Icon aria-hidden size={16} />
      {title}
    </Link>
  );
}

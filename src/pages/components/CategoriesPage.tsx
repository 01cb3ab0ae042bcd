import { useDeferredValue, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Search } from 'lucide-react';
import * as COMPONENT_ICONS from '../../data/component-icons';
import { CATEGORIES, componentPath } from '../../data/routes';
import { COMPONENTS, componentsByCategory, filterComponents } from '../../data/components';
import { AVAILABLE_PAGES } from '../../demo-model/pages';
import { CategoryPreview } from './previews/CategoryPreview';
import { fetchBuiltPreviews } from './previews/built-previews';
import './CategoriesPage.scss';
import { CopyPageButton } from '../../docs/CopyPageButton';

/** Every component as a card under its category, with its one-line summary, filtered by the search box. */
export function CategoriesPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const visible = filterComponents(COMPONENTS, deferredQuery);
  const groups = componentsByCategory(visible);
  const released = COMPONENTS.filter((entry) => AVAILABLE_PAGES.has(entry.path)).length;
  // A page reached in the app (not loaded as built) fetches its previews from the page as built.
  useEffect(() => {
    const slugs = COMPONENTS.filter((entry) => AVAILABLE_PAGES.has(entry.path)).map((entry) => entry.path);
    void fetchBuiltPreviews(`${import.meta.env.BASE_URL}${CATEGORIES.path.slice(1)}/`, slugs);
  }, []);

  return (
    <div className="categories">
      <h1>Components</h1>
      <p className="categories__lead">
        {COMPONENTS.length} components, each with live examples, its source and its API.
        {released < COMPONENTS.length && ` ${released} are released; the rest are being built.`}
      </p>
      <CopyPageButton />
      <div className="categories__search">
        <Search aria-hidden size={16} />
        <input
          type="search"
          placeholder="Search in components"
          aria-label="Search in components"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="categories__count" role="status">
        {visible.length === 0
          ? `No component matches “${deferredQuery.trim()}”.`
          : `${visible.length} ${visible.length === 1 ? 'component' : 'components'}`}
      </p>
      {groups.map((group) => (
        <section key={group.id} className="categories__group" aria-labelledby={`category-${group.id}`}>
          <h2 id={`category-${group.id}`}>{group.title}</h2>
          <p className="categories__group-lead">{group.description}</p>
          <ul className="categories__grid">
            {group.components.map(({ path, title, icon, summary }) => {
              const Icon = COMPONENT_ICONS[icon];
              const body = (
                <>
                  <span className="category-tile__icon">
                    <Icon aria-hidden size={22} />
                  </span>
                  <span className="category-tile__title">{title}</span>
                  <span className="category-tile__summary">{summary}</span>
                </>
              );
              return (
                <li key={path} className="categories__card">
                  {AVAILABLE_PAGES.has(path) && <CategoryPreview slug={path} />}
                  {AVAILABLE_PAGES.has(path) ? (
                    <Link to={componentPath(path)} className="category-tile">
                      {body}
                    </Link>
                  ) : (
                    <div className="category-tile" aria-disabled="true">
                      {body}
                      <span className="soon-label">Soon</span>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { COMPONENTS, componentsByCategory } from '../../data/components';
import { CATEGORIES } from '../../data/routes';
import { ComponentLink } from '../components/ComponentLink';
import './CategoryGlance.scss';

const GROUPS = componentsByCategory();

/** Every component by its category, as links: the library's whole table of contents in one screen. */
export function CategoryGlance() {
  return (
    <section className="overview-section" aria-labelledby="by-category">
      <div className="overview-section__header">
        <h2 id="by-category">Every component, by category</h2>
        <p>
          {COMPONENTS.length} components in {GROUPS.length} groups. <Link to={CATEGORIES.path}>Search them all</Link>
        </p>
      </div>
      <div className="category-glance">
        {GROUPS.map((group) => (
          <div key={group.id} className="category-glance__group">
            <h3 id={`category-${group.id}`}>{group.title}</h3>
            <p>{group.description}</p>
            <ul aria-labelledby={`category-${group.id}`}>
              {group.components.map((entry) => (
                <li key={entry.path}>
                  <ComponentLink entry={entry} className="category-glance__item" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

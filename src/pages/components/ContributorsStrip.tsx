import { Avatar } from 'aquila-ui/avatar';
import { Tooltip } from 'aquila-ui/tooltip';
import type { Contributor } from '../../services/contributors';

/** Avatars of the people who built the library, each linking to their profile. */
export default function ContributorsStrip({ contributors }: { contributors: Contributor[] }) {
  return (
    <section className="contributors" aria-labelledby="contributors-title">
      <h2 id="contributors-title">Contributors</h2>
      <ul>
        {contributors.map((person) => (
          <li key={person.login}>
            <Tooltip content={person.login}>
              <a href={person.html_url} target="_blank" rel="noreferrer" aria-label={person.login}>
                <Avatar src={person.avatar_url} name={person.login} />
              </a>
            </Tooltip>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { screen, within } from '@testing-library/react';
import { version } from '../../package.json';
import { REPOSITORY_URL } from '../services/contributors';
import { SiteFooter } from './SiteFooter';
import { renderAt } from '../../tests/unit/router';

const renderFooter = () => renderAt('/overview', <SiteFooter />);

describe('SiteFooter', () => {
  it('is the page’s contentinfo landmark', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the version of package.json', () => {
    renderFooter();
    // Its own element, so the text is the version exactly.
    const shown = within(screen.getByRole('contentinfo')).getByText(version);
    expect(shown.parentElement).toHaveTextContent(`Version ${version}`);
  });

  it('links the licence, the changelog and the repository on GitHub', () => {
    renderFooter();
    const footer = within(screen.getByRole('contentinfo'));
    expect(REPOSITORY_URL).toMatch(/^https:\/\/github\.com\//);
    expect(footer.getByRole('link', { name: 'MIT licence' })).toHaveAttribute('href', `${REPOSITORY_URL}/blob/main/LICENSE`);
    expect(footer.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', `${REPOSITORY_URL}/blob/main/CHANGELOG.md`);
    expect(footer.getByRole('link', { name: 'Source on GitHub' })).toHaveAttribute('href', REPOSITORY_URL);
  });

  it('links the site’s sections in their own navigation', () => {
    renderFooter();
    const sections = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(sections.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/overview'],
      ['Getting started', '/guides/getting-started'],
      ['Components', '/components/categories'],
      ['Guides', '/guides'],
      ['Migrating from ngx-eagle', '/guides/migrating'],
      ['Theming, localisation and right-to-left', '/guides/theming'],
      ['Theme', '/theme'],
      ['Playground', '/playground'],
    ]);
  });
});

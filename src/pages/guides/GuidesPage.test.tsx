import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renamedPropWarning, RENAMES } from 'aquila-ui/core';
import { GuidesPage } from './GuidesPage';

const renderGuides = () =>
  render(
    <MemoryRouter>
      <GuidesPage />
    </MemoryRouter>,
  );

describe('GuidesPage', () => {
  it('lists its sections under On this page', () => {
    renderGuides();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(screen.getAllByRole('heading', { level: 2 }).map((heading) => `#${heading.id}`));
  });

  it('states the API conventions as a table of rules, each with examples', () => {
    renderGuides();
    const section = screen.getByRole('region', { name: 'API conventions' });
    const rows = within(within(section).getByRole('table', { name: 'The naming rules of Aquila UI 1.0' })).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[3]).toHaveTextContent('One rule for state: a state x has defaultX and one handler, onXChange(next, details?).');
  });

  it('quotes the warning a 0.x name gives word for word, and links to the migration guide', () => {
    renderGuides();
    const section = screen.getByRole('region', { name: 'API conventions' });
    const buttonSize = RENAMES.Button.renamed.find((rename) => rename.from === 'buttonSize')!;
    expect(section).toHaveTextContent(renamedPropWarning('Button', buttonSize));
    expect(within(section).getByRole('link', { name: 'The migration guide' })).toHaveAttribute('href', '/guides/migrating');
  });

  it('says what a colour prop takes and that a bad one warns rather than throws', () => {
    renderGuides();
    const theming = screen.getByRole('region', { name: 'Theming with CSS variables' });
    expect(theming).toHaveTextContent('oklch()');
    expect(theming).toHaveTextContent('var(--your-token)');
    expect(theming).toHaveTextContent('logs a warning in development');
    expect(theming).not.toHaveTextContent(/throws/);
  });
});

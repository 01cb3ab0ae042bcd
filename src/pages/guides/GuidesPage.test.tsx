import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { colorProp, invalidColorWarning, readColor, renamedPropWarning, RENAMES } from 'aquila-ui/core';
import { GuidesPage } from './GuidesPage';
import { renderAt } from '../../../tests/unit/router';

const renderGuides = () => renderAt('/', <GuidesPage />);
const linksIn = (element: HTMLElement) => within(element).getAllByRole('link');

describe('GuidesPage', () => {
  it('lists its sections under On this page', () => {
    renderGuides();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(linksIn(contents).map((link) => link.getAttribute('href'))).toEqual(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => `#${heading.id}`),
    );
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

  // The guide's examples are read off the page and handed to the library, so the two cannot drift apart.
  it('lists what a colour prop takes, and the library takes each example it gives', () => {
    renderGuides();
    const theming = screen.getByRole('region', { name: 'Theming with CSS variables' });
    const forms = within(theming).getByRole('list', { name: /takes any CSS colour/ });
    const examples = within(forms)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')!.textContent!);
    expect(examples.length).toBeGreaterThanOrEqual(6);
    for (const form of ['name', 'hex', 'alpha', 'rgb()', 'hsl()', 'oklch()', 'token']) expect(forms).toHaveTextContent(form);
    for (const example of examples) expect(readColor(example).kind, example).not.toBe('invalid');
    expect(examples.some((example) => example.startsWith('var('))).toBe(true);
  });

  it('says a value that is no colour warns and falls back, with an example the library refuses', () => {
    renderGuides();
    const theming = screen.getByRole('region', { name: 'Theming with CSS variables' });
    expect(theming).toHaveTextContent('logs a warning in development');
    expect(theming).not.toHaveTextContent(/throws/);
    const refused = within(theming)
      .getByText(/A value that is no colour/)
      .querySelector('code')!.textContent!;
    const reading = readColor(refused);
    expect(reading.kind).toBe('invalid');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(colorProp(refused, { prop: 'Button color' })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      invalidColorWarning(reading.kind === 'invalid' ? reading.error : '', 'Button color', refused, undefined),
    );
    warn.mockRestore();
  });

  it('lists the guides with pages of their own, the theming guide among them, and links the theme page', () => {
    renderGuides();
    const guides = screen.getByRole('list', { name: 'And the guides with a page of their own:' });
    expect(linksIn(guides).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Getting started', '/guides/getting-started'],
      ['Theming, localisation and right-to-left', '/guides/theming'],
      ['Migrating from ngx-eagle', '/guides/migrating'],
    ]);
    const theming = screen.getByRole('region', { name: 'Theming with CSS variables' });
    expect(within(theming).getByRole('link', { name: 'open the theme page' })).toHaveAttribute('href', '/theme');
  });
});

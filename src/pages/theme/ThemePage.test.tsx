import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { shareFromHash } from '../../demo-model/share/hash';
import { decodeWorkspace } from '../../workspace/share';
import { FONT_STACKS } from './theme-choice';
import { ThemePage } from './ThemePage';
import { renderAt } from '../../../tests/unit/router';

/** Where "Open in playground" went. */
function Address() {
  const { pathname, hash } = useLocation();
  return <output aria-label="Address">{pathname + hash}</output>;
}

const renderPageAt = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/theme" element={<ThemePage />} />
      <Route path="*" element={<Address />} />
    </Routes>,
  );

/** A CSS variable the gallery's provider sets: what every component in it paints with. */
function galleryVariable(name: string): string {
  const preview = screen.getByRole('region', { name: 'Preview' });
  // The provider's own element carries the variables; it is the one element around the gallery with a style.
  const provider = within(preview).getByRole('button', { name: 'Save changes' }).closest<HTMLElement>('.aq-provider')!;
  return provider.style.getPropertyValue(name);
}

const LAZY = { timeout: 10_000 };

describe('ThemePage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts from the theme in its link, and says which of the link’s values it could not use', () => {
    renderPageAt('/theme?primary=%23d32029&radius=99&font=serif');
    expect(screen.getByLabelText('Primary colour')).toHaveValue('#d32029');
    expect(screen.getByRole('combobox', { name: 'Font family' })).toHaveValue('serif');
    expect(screen.getByRole('slider', { name: 'Radius' })).toHaveValue('6');
    expect(screen.getByRole('note', { name: 'About this link' })).toHaveTextContent(
      'The link’s radius “99” is not a whole number of pixels from 0 to 24, so the theme’s own is used.',
    );
    expect(galleryVariable('--aq-color-primary')).toBe('rgb(211, 32, 41)');
    expect(galleryVariable('--aq-font-family')).toBe(FONT_STACKS.serif.stack);
    expect(galleryVariable('--aq-radius-medium')).toBe('');
  });

  it('shows the theme’s own values, and no note, without a link', () => {
    renderPageAt('/theme');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Primary colour')).toHaveValue('#0958d9');
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(galleryVariable('--aq-color-primary')).toBe('');
  });

  it('changes the gallery and the page’s link as each control changes', async () => {
    const user = userEvent.setup();
    renderPageAt('/theme?radius=abc');
    // A colour input has no keyboard typing to simulate: its value is set as the browser's picker sets it.
    fireEvent.input(screen.getByLabelText('Primary colour'), { target: { value: '#2f9e44' } });
    expect(galleryVariable('--aq-color-primary')).toBe('rgb(47, 158, 68)');
    // The person's change replaces the link, bad value and all.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(window.location.search).toBe('?primary=%232f9e44');

    const radius = screen.getByRole('slider', { name: 'Radius' });
    fireEvent.change(radius, { target: { value: '12' } });
    expect(radius).toHaveAttribute('aria-valuetext', '12 px');
    expect(galleryVariable('--aq-radius-medium')).toBe('12px');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Font family' }), 'Monospace');
    expect(galleryVariable('--aq-font-family')).toBe(FONT_STACKS.monospace.stack);

    await user.click(screen.getByRole('radio', { name: 'Compact' }));
    expect(galleryVariable('--aq-control-height-md')).toBe('28px');
    expect(window.location.search).toBe('?primary=%232f9e44&radius=12&font=monospace&density=compact');

    const code = screen.getByRole('region', { name: 'Use this theme' });
    expect(code).toHaveTextContent("primaryColor: '#2f9e44',");
    expect(code).toHaveTextContent("density: 'compact',");
    expect(code).toHaveTextContent('--aq-control-height-md: 28px;');

    await user.click(screen.getByRole('button', { name: 'Reset to the theme’s own' }));
    expect(window.location.search).toBe('');
    expect(galleryVariable('--aq-color-primary')).toBe('');
  });

  it('copies the theme as AquilaProvider code and as CSS variables', async () => {
    const user = userEvent.setup();
    renderPageAt('/theme?primary=%23d32029');
    await user.click(screen.getByRole('button', { name: 'Copy AquilaProvider code' }));
    expect(await navigator.clipboard.readText()).toContain("<AquilaProvider theme={{\n  primaryColor: '#d32029',\n}}>");
    await user.click(screen.getByRole('button', { name: 'Copy CSS variables' }));
    expect(await navigator.clipboard.readText()).toContain('--aq-color-primary: rgb(211, 32, 41);');
  });

  it('opens the playground with an App wrapped in the theme’s provider', async () => {
    const user = userEvent.setup();
    renderPageAt('/theme?primary=%23d32029&density=comfortable');
    await user.click(screen.getByRole('button', { name: 'Open in playground' }));
    const address = await screen.findByRole('status', { name: 'Address' }, LAZY);
    expect(address.textContent).toMatch(/^\/playground#share=/);
    const { files, active } = decodeWorkspace(shareFromHash(address.textContent!.slice('/playground'.length))!);
    expect(active).toBe('App.tsx');
    expect(files['App.tsx']).toContain(
      "<AquilaProvider theme={{\n      primaryColor: '#d32029',\n      density: 'comfortable',\n    }}>",
    );
    expect(files['App.tsx']).toContain('<ThemeSample />');
  });

  it('has no axe violations, note included', async () => {
    const { container } = renderPageAt('/theme?primary=nope');
    await waitFor(() => expect(screen.getByRole('note')).toBeInTheDocument());
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

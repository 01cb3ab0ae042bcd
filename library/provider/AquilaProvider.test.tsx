import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/index.ts';
import { Portal, useDirection, useLocale, useMessages } from '../core/index.ts';
import { resetWarnOnce } from '../core/warnOnce.ts';
import { drawerEnglish } from '../drawer/english.ts';
import { selectEnglish } from '../select/english.ts';
import { AquilaProvider } from './AquilaProvider.tsx';

/** The element a provider renders around the given element: its nearest one. */
const providerOf = (element: HTMLElement) => element.closest<HTMLElement>('.aq-provider');
const variable = (element: HTMLElement | null, name: string) => element?.style.getPropertyValue(name);

function Settings() {
  const locale = useLocale();
  const dir = useDirection();
  const { close } = useMessages('drawer', drawerEnglish);
  const { noMatches } = useMessages('select', selectEnglish);
  return <output aria-label="settings">{`${locale} ${dir} ${close} ${noMatches}`}</output>;
}

const settings = () => screen.getByRole('status', { name: 'settings' }).textContent;

describe('AquilaProvider', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetWarnOnce();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('gives English, left to right and en-US outside any provider', () => {
    render(<Settings />);
    expect(settings()).toBe('en-US ltr Close No matches');
  });

  it('merges nested providers setting by setting, the nearest winning', () => {
    render(
      <AquilaProvider locale="fr" dir="rtl" messages={{ drawer: { close: 'Fermer' }, select: { noMatches: 'Aucun résultat' } }}>
        <AquilaProvider locale="de" messages={{ select: { noMatches: 'Keine Treffer' } }}>
          <Settings />
        </AquilaProvider>
      </AquilaProvider>,
    );
    expect(settings()).toBe('de rtl Fermer Keine Treffer');
  });

  it('sets the primary colour and its derived shades on its own element, and leaves a button outside unchanged', () => {
    render(
      <>
        <AquilaProvider theme={{ primaryColor: '#d32029' }}>
          <Button>Inside</Button>
        </AquilaProvider>
        <Button>Outside</Button>
      </>,
    );
    const inside = providerOf(screen.getByRole('button', { name: 'Inside' }));
    expect(variable(inside, '--aq-color-primary')).toBe('rgb(211, 32, 41)');
    expect(variable(inside, '--aq-color-on-primary')).toBe('#ffffff');
    // White at 8 % and 18 % over the red: the button's hover and press state layers.
    expect(variable(inside, '--aq-color-primary-hover')).toBe('rgb(215, 50, 58)');
    expect(variable(inside, '--aq-color-primary-active')).toBe('rgb(219, 72, 80)');
    expect(providerOf(screen.getByRole('button', { name: 'Outside' }))).toBeNull();
  });

  it('draws near-black text on a light primary colour, as a custom button colour does', () => {
    render(
      <AquilaProvider theme={{ primaryColor: '#ffe58f' }}>
        <Button>Pale</Button>
      </AquilaProvider>,
    );
    expect(variable(providerOf(screen.getByRole('button')), '--aq-color-on-primary')).toBe('#1f2328');
  });

  it('sets radius, font and density tokens', () => {
    render(
      <AquilaProvider theme={{ radius: 9, fontFamily: 'Georgia, serif', density: 'compact' }}>
        <Button>Go</Button>
      </AquilaProvider>,
    );
    const provider = providerOf(screen.getByRole('button'));
    expect(variable(provider, '--aq-radius-medium')).toBe('9px');
    expect(variable(provider, '--aq-radius-small')).toBe('calc(9px / 3)');
    expect(variable(provider, '--aq-radius-large')).toBe('calc(9px * 2)');
    expect(variable(provider, '--aq-font-family')).toBe('Georgia, serif');
    expect(variable(provider, '--aq-control-height-md')).toBe('28px');
  });

  it('warns once about a colour that is no colour and keeps the theme’s', () => {
    const { rerender } = render(
      <AquilaProvider theme={{ primaryColor: 'brandish' }}>
        <Button>Go</Button>
      </AquilaProvider>,
    );
    rerender(
      <AquilaProvider theme={{ primaryColor: 'brandish' }}>
        <Button>Go again</Button>
      </AquilaProvider>,
    );
    expect(variable(providerOf(screen.getByRole('button')), '--aq-color-primary')).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /AquilaProvider theme\.primaryColor got "brandish", which is no CSS colour; the theme’s colour is used instead/,
    );
  });

  it('warns about a direction, scheme or locale that is none, and keeps the outer one', () => {
    render(
      // @ts-expect-error: the values a JavaScript caller could pass
      <AquilaProvider dir="backwards" theme="sepia" locale="not a tag!">
        <Settings />
      </AquilaProvider>,
    );
    expect(settings()).toBe('en-US ltr Close No matches');
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('selects a colour scheme through the theme attribute, keeping an outer provider’s colour', () => {
    render(
      <AquilaProvider theme={{ primaryColor: '#d32029' }}>
        <AquilaProvider theme="dark">
          <Button>Dark</Button>
        </AquilaProvider>
      </AquilaProvider>,
    );
    const inner = providerOf(screen.getByRole('button'));
    expect(inner).toHaveAttribute('theme', 'dark');
    // The dark tokens would reset the outer colour on this element; the merged tokens set it again.
    expect(variable(inner, '--aq-color-primary')).toBe('rgb(211, 32, 41)');
  });

  it('sets dir and lang on its element only when some provider asked for them', () => {
    render(
      <AquilaProvider dir="rtl" locale="ar">
        <AquilaProvider theme="auto">
          <Button>Inner</Button>
        </AquilaProvider>
      </AquilaProvider>,
    );
    const inner = providerOf(screen.getByRole('button'));
    expect(inner).toHaveAttribute('dir', 'rtl');
    expect(inner).toHaveAttribute('lang', 'ar');
    expect(inner).toHaveAttribute('theme', 'auto');
    render(
      <AquilaProvider messages={{ drawer: { close: 'Shut' } }}>
        <Button>Plain</Button>
      </AquilaProvider>,
    );
    const plain = providerOf(screen.getByRole('button', { name: 'Plain' }));
    expect(plain).not.toHaveAttribute('dir');
    expect(plain).not.toHaveAttribute('lang');
  });

  it('carries its variables and direction to overlays rendered on document.body', () => {
    render(
      <AquilaProvider theme={{ primaryColor: '#d32029' }} dir="rtl">
        <Portal>
          <Button>In a portal</Button>
        </Portal>
      </AquilaProvider>,
    );
    const wrapper = providerOf(screen.getByRole('button'));
    expect(wrapper?.parentElement).toBe(document.body);
    expect(wrapper).toHaveAttribute('dir', 'rtl');
    expect(variable(wrapper, '--aq-color-primary')).toBe('rgb(211, 32, 41)');
  });

  it('writes its variables into server-rendered HTML, before any effect runs', () => {
    const html = renderToString(
      <AquilaProvider theme={{ primaryColor: '#d32029', radius: '0.5rem' }} dir="rtl" locale="fr">
        <Button>Serveur</Button>
      </AquilaProvider>,
    );
    expect(html).toContain('--aq-color-primary:rgb(211, 32, 41)');
    expect(html).toContain('--aq-radius-medium:0.5rem');
    expect(html).toMatch(/<div class="aq-provider"[^>]* dir="rtl" lang="fr"/);
    expect(html).toContain('<button');
  });
});

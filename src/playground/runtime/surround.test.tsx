import { render, screen } from '@testing-library/react';
import libraryModules from 'virtual:library-modules';
import { Paginator } from 'aquila-ui/paginator';
import { surroundDemo } from './surround';

// What a demo renders in the frame, and the frame's module table as the runtime has it.
const demo = <Paginator length={75} pageSize={25} />;

describe('the runtime’s surround of a demo', () => {
  it('has every message catalogue among the modules a demo may import', () => {
    for (const tag of ['en', 'fr', 'de', 'es', 'ja', 'ar']) expect(Object.keys(libraryModules)).toContain(`aquila-ui/locales/${tag}`);
  });

  it('wraps the demo in a provider of the run’s direction and language, with its catalogue', () => {
    const { container } = render(surroundDemo(demo, { dir: 'rtl', locale: 'ar' }, libraryModules));
    const provider = container.firstElementChild;
    expect(provider).toHaveClass('aq-provider');
    expect(provider).toHaveAttribute('dir', 'rtl');
    expect(provider).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('navigation', { name: 'ترقيم الصفحات' })).toBeInTheDocument();
  });

  it('leaves a run with no surround, or the default one, as it is', () => {
    expect(surroundDemo(demo, undefined, libraryModules)).toBe(demo);
    expect(surroundDemo(demo, { dir: 'ltr', locale: 'en' }, libraryModules)).toBe(demo);
  });

  it('takes what it does not know for the default: the page’s message is not trusted blindly', () => {
    expect(surroundDemo(demo, { dir: 'sideways', locale: 'xx' }, libraryModules)).toBe(demo);
    const { container } = render(surroundDemo(demo, { dir: 'rtl', locale: 'klingon' }, libraryModules));
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
  });
});

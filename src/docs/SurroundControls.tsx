import { Languages } from 'lucide-react';
import { EXAMPLE_LOCALES, isExampleLocale } from '../shared/example-surround';
import type { ExampleSurroundState } from './useExampleSurround';
import './SurroundControls.scss';

type SurroundControlsProps = Pick<ExampleSurroundState, 'chosen' | 'setDir' | 'setLocale'>;

/** An example's direction and language: a right-to-left toggle and a locale select, on its toolbar. */
export function SurroundControls({ chosen, setDir, setLocale }: SurroundControlsProps) {
  const rtl = chosen.dir === 'rtl';
  return (
    <div className="surround-controls">
      <button type="button" className="text-button" aria-pressed={rtl} onClick={() => setDir(rtl ? 'ltr' : 'rtl')}>
        Right to left
      </button>
      <label className="text-button surround-controls__locale">
        <Languages aria-hidden size={16} />
        Locale
        <select
          value={chosen.locale}
          onChange={(event) => {
            if (isExampleLocale(event.target.value)) setLocale(event.target.value);
          }}
        >
          {EXAMPLE_LOCALES.map((locale) => (
            <option key={locale.tag} value={locale.tag} lang={locale.tag}>
              {locale.name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

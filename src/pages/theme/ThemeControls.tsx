import { useId } from 'react';
import { useThemeStore } from '../../shared/theme-store';
import {
  DENSITIES,
  FONT_IDS,
  FONT_STACKS,
  RADIUS_RANGE,
  THEME_DEFAULTS,
  THEME_PRIMARY,
  type FontId,
  type ThemeChoice,
} from './theme-choice';

interface ThemeControlsProps {
  choice: ThemeChoice;
  onChange: (next: Partial<ThemeChoice>) => void;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The theme's tokens as native form controls, each with its label: a colour, a radius, a font stack and a density. */
export function ThemeControls({ choice, onChange }: ThemeControlsProps) {
  const id = useId();
  const siteTheme = useThemeStore((state) => state.theme);
  // Until a colour is picked the gallery shows the site theme's own primary, so the input shows it too.
  const shownColor = choice.primaryColor ?? THEME_PRIMARY[siteTheme];
  const radiusText = `${choice.radius} px`;
  return (
    <form className="theme-controls" aria-label="Theme tokens" onSubmit={(event) => event.preventDefault()}>
      <div className="theme-controls__field">
        <label htmlFor={`${id}-primary`}>Primary colour</label>
        <span className="theme-controls__inline">
          <input
            id={`${id}-primary`}
            type="color"
            value={shownColor}
            aria-describedby={`${id}-primary-value`}
            onChange={(event) => onChange({ primaryColor: event.target.value.toLowerCase() })}
          />
          <code id={`${id}-primary-value`}>{choice.primaryColor ?? 'the theme’s own'}</code>
        </span>
      </div>

      <div className="theme-controls__field">
        <label htmlFor={`${id}-radius`}>Radius</label>
        <span className="theme-controls__inline">
          <input
            id={`${id}-radius`}
            type="range"
            min={RADIUS_RANGE.min}
            max={RADIUS_RANGE.max}
            step={1}
            value={choice.radius}
            aria-valuetext={radiusText}
            onChange={(event) => onChange({ radius: Number(event.target.value) })}
          />
          <output htmlFor={`${id}-radius`}>{radiusText}</output>
        </span>
      </div>

      <div className="theme-controls__field">
        <label htmlFor={`${id}-font`}>Font family</label>
        <select id={`${id}-font`} value={choice.font} onChange={(event) => onChange({ font: event.target.value as FontId })}>
          {FONT_IDS.map((font) => (
            <option key={font} value={font}>
              {FONT_STACKS[font].label}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="theme-controls__field">
        <legend>Density</legend>
        <span className="theme-controls__inline">
          {DENSITIES.map((density) => (
            <label key={density} className="theme-controls__choice">
              <input
                type="radio"
                name={`${id}-density`}
                value={density}
                checked={choice.density === density}
                onChange={() => onChange({ density })}
              />
              {capitalised(density)}
            </label>
          ))}
        </span>
      </fieldset>

      <button type="button" className="text-button" onClick={() => onChange(THEME_DEFAULTS)}>
        Reset to the theme’s own
      </button>
    </form>
  );
}

import { useId, type ReactNode } from 'react';
// The helper alone: the package's root would bring every component, and its styles, with it.
import { parseColor } from 'aquila-ui/core';
import { Input } from 'aquila-ui/input';
import { RadioButton, RadioGroup } from 'aquila-ui/radio-button';
import { Option, Select } from 'aquila-ui/select';
import { Switch } from 'aquila-ui/switch';
import { fitsControl, lengthValue, type PropControl } from './controls';
import type { PropReading, PropValue } from './jsx-props';

/** Up to this many options show as radio buttons; more, as a select. */
const MAX_RADIO_OPTIONS = 3;

interface ControlFieldProps {
  control: PropControl;
  /** What the code writes for the prop; undefined when it leaves the prop at its default. */
  reading: PropReading | undefined;
  /** A value for the prop; undefined takes it out of the code (back to its default). */
  onChange: (value: PropValue | undefined) => void;
  disabled?: boolean;
}

/** The `rgb()` text a swatch paints, or null for a colour the library would reject. */
function swatchColor(value: string): string | null {
  try {
    const { r, g, b, a } = parseColor(value);
    return `rgba(${r}, ${g}, ${b}, ${a})`;
  } catch {
    return null;
  }
}

const toHex = (value: string) => {
  try {
    const { r, g, b } = parseColor(value);
    return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
  } catch {
    return '#000000';
  }
};

/** One prop's field: the library's own radio group, select, switch or input, by the prop's type. */
export function ControlField({ control, reading, onChange, disabled }: ControlFieldProps) {
  const id = useId();
  const { prop, spec, description } = control;
  const hintId = `${id}-hint`;
  const written = reading?.kind === 'value' ? reading.value : undefined;
  const inCode = reading?.kind === 'code' || (written !== undefined && !fitsControl(spec, written));
  const value = written ?? control.defaultValue;

  // What ties each field to its label and hint, whichever the library's control.
  const fieldProps = { 'aria-labelledby': `${id}-label`, 'aria-describedby': hintId, disabled };
  const placeholder = (unset: string) => (control.defaultText === '-' ? unset : control.defaultText);

  const label = <code className="configurator-field__name">{prop}</code>;
  const hint = (
    <p id={hintId} className="configurator-field__hint">
      {description}
    </p>
  );

  if (inCode) {
    const text = reading?.kind === 'code' ? reading.text : JSON.stringify(written);
    return (
      <div className="configurator-field" data-kind="code" data-prop={prop}>
        <span className="configurator-field__label">{label}</span>
        <p className="configurator-field__code">
          Set in code: <code title={text}>{text}</code>
        </p>
        {hint}
      </div>
    );
  }

  let input: ReactNode;
  switch (spec.kind) {
    case 'enum': {
      const chosen = value === undefined ? null : (value as string | number);
      input =
        spec.options.length <= MAX_RADIO_OPTIONS ? (
          <RadioGroup {...fieldProps} value={chosen} onChange={(next) => onChange(next)}>
            {spec.options.map((option) => (
              <RadioButton key={String(option)} value={option}>
                {String(option)}
              </RadioButton>
            ))}
          </RadioGroup>
        ) : (
          <Select {...fieldProps} value={chosen} onChange={(next) => onChange(next)}>
            {spec.options.map((option) => (
              <Option key={String(option)} value={option}>
                {String(option)}
              </Option>
            ))}
          </Select>
        );
      break;
    }
    case 'boolean':
      input = (
        <Switch {...fieldProps} checked={value === true} onCheckedChange={(checked) => onChange(checked)}>
          {value === true ? 'true' : 'false'}
        </Switch>
      );
      break;
    case 'number':
      input = (
        <Input
          {...fieldProps}
          type="number"
          value={value === undefined ? '' : String(value)}
          placeholder={placeholder('not set')}
          onChange={(text) => onChange(text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text))}
        />
      );
      break;
    case 'length':
      input = (
        <Input
          {...fieldProps}
          value={value === undefined ? '' : String(value)}
          placeholder={placeholder('not set')}
          onChange={(text) => onChange(lengthValue(text))}
        />
      );
      break;
    case 'color': {
      const text = typeof value === 'string' ? value : '';
      const swatch = text ? swatchColor(text) : null;
      input = (
        <div className="configurator-field__color">
          <label
            className="configurator-field__swatch"
            style={{ background: swatch ?? undefined }}
            data-invalid={text && !swatch ? '' : undefined}
          >
            <span className="aq-visually-hidden">Pick {prop}</span>
            <input type="color" value={toHex(text)} onChange={(event) => onChange(event.target.value)} disabled={disabled} />
          </label>
          <Input
            {...fieldProps}
            value={text}
            placeholder={placeholder('theme colour')}
            onChange={(next) => onChange(next === '' ? undefined : next)}
          />
        </div>
      );
      break;
    }
    default:
      input = (
        <Input
          {...fieldProps}
          value={typeof value === 'string' ? value : ''}
          placeholder={placeholder('not set')}
          onChange={(next) => onChange(next === '' ? undefined : next)}
        />
      );
  }

  return (
    <div className="configurator-field" data-kind={spec.kind} data-prop={prop}>
      <span id={`${id}-label`} className="configurator-field__label">
        {label}
      </span>
      {input}
      {hint}
    </div>
  );
}

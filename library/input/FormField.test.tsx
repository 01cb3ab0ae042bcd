import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import * as sass from 'sass';
import { parseColor } from '../core/index.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { FieldError } from './FieldError.tsx';
import { FormField } from './FormField.tsx';
import { InputPrefix, InputSuffix } from './InputAffix.tsx';

const here = import.meta.dirname;

/** A required country select with an error: the field with every state FormField hands on. */
const requiredCountry = (
  <FormField label="Country" required errors={['Pick a country']}>
    {(control) => (
      <select {...control}>
        <option value="">—</option>
      </select>
    )}
  </FormField>
);

describe('FormField', () => {
  itConforms(FormField, { props: { label: 'Country', children: <select id="x" /> }, element: 'div' });

  it('hands its control an id tied to the label, and required/invalid/described state', () => {
    render(requiredCountry);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a country');
  });

  it('names a control given as an element through htmlFor', () => {
    render(
      <FormField label="Volume" htmlFor="volume">
        <input id="volume" type="range" />
      </FormField>,
    );
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('id', 'volume');
  });

  it('shows the red asterisk only when required, outside the accessible name', () => {
    const { rerender } = render(<FormField label="Name">{(control) => <input {...control} />}</FormField>);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toBeRequired();

    rerender(
      <FormField label="Name" required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByLabelText('Name')).toBe(screen.getByRole('textbox'));
  });

  it('paints the asterisk with the theme danger colour, which is red in both themes', () => {
    const css = sass.compile(path.join(here, 'FormField.scss')).css;
    expect(css).toMatch(/\.aq-form-field__asterisk\s*\{[^}]*color:\s*var\(--aq-color-danger\)/);

    const theme = readFileSync(path.join(here, '../theme/theme.scss'), 'utf8');
    const dangers = [...theme.matchAll(/--aq-color-danger:\s*([^;]+);/g)].map((match) => parseColor(match[1]));
    expect(dangers).toHaveLength(2);
    for (const { r, g, b } of dangers) {
      expect(r).toBeGreaterThan(200);
      expect(r - Math.max(g, b)).toBeGreaterThan(60);
    }
  });

  it('renders no label row without a label', () => {
    const { container } = render(<FormField required>{(control) => <input aria-label="Bare" {...control} />}</FormField>);
    expect(container.querySelector('label')).toBeNull();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(requiredCountry);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('FieldError', () => {
  itConforms(FieldError, { props: { errors: ['Required'] }, element: 'div' });

  it('is a polite live region with one line per message, skipping blank ones', () => {
    render(<FieldError id="errors" errors={['Required', '', null, 'Too short']} />);
    const region = document.getElementById('errors')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).not.toHaveAttribute('data-empty');
    expect([...region.children].map((line) => line.textContent)).toEqual(['Required', 'Too short']);
  });

  it('stays in the document while empty, so later messages are announced', () => {
    const { rerender } = render(<FieldError id="errors" />);
    const region = document.getElementById('errors')!;
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('data-empty', '');
    rerender(<FieldError id="errors" errors={['Required']} />);
    expect(document.getElementById('errors')).toBe(region);
    expect(region).toHaveTextContent('Required');
  });
});

describe('InputPrefix and InputSuffix', () => {
  itConforms(InputPrefix, { props: { children: '$' }, element: 'span' });
  itConforms(InputSuffix, { props: { children: 'kg' }, element: 'span' });

  it('render their content in the prefix and suffix slots', () => {
    render(
      <>
        <InputPrefix>https://</InputPrefix>
        <InputSuffix>.com</InputSuffix>
      </>,
    );
    expect(screen.getByText('https://')).toHaveClass('aq-input-prefix');
    expect(screen.getByText('.com')).toHaveClass('aq-input-suffix');
  });
});

import axe from 'axe-core';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { act, cleanup, render } from '@testing-library/react';
import { transform } from 'sucrase';
import * as library from 'aquila-ui';
import { extractApiDocs } from '../scripts/api-docs';
import { controlsFor, fitsControl, type PropControl } from '../src/configurator/controls';
import { readJsxProps, writeJsxProp, type PropValue } from '../src/configurator/jsx-props';
import type { DocPage } from '../src/demo-model/doc-page';

// Every configurator, in jsdom: each enum and boolean control changes what the component renders, and
// the code round-trips through the controls unchanged. The browser test repeats the first on the site.
const pages = import.meta.glob<{ default: DocPage }>('./*/page.ts', { eager: true });
const samples = import.meta.glob<string>('./*/*-demo0/*.tsx', { query: '?raw', import: 'default', eager: true });
const entries = import.meta.glob<Record<string, unknown>>('../library/*/index.ts', { eager: true });

const modules: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'aquila-ui': library,
  ...Object.fromEntries(Object.entries(entries).map(([file, module]) => [`aquila-ui/${file.split('/')[2]}`, module])),
};

const configured = Object.entries(pages)
  .filter(([, page]) => page.default.configurator)
  .map(([file, page]) => {
    const slug = file.split('/')[1];
    const folder = `./${slug}/${slug}-demo0/`;
    const files = Object.fromEntries(
      Object.entries(samples)
        .filter(([name]) => name.startsWith(folder))
        .map(([name, text]) => [name.slice(folder.length), text]),
    );
    return { slug, meta: page.default.configurator!, files, main: `${slug}-demo0.tsx` };
  });

// One TypeScript program over the library gives every page's controls.
const docs = configured.length ? extractApiDocs() : {};

/** Compiles the sample's files as the playground does and renders its default export. */
function renderSample(files: Record<string, string>, main: string) {
  const loaded = new Map<string, { exports: Record<string, unknown> }>();
  const load = (name: string): Record<string, unknown> => {
    const cached = loaded.get(name);
    if (cached) return cached.exports;
    const module = { exports: {} as Record<string, unknown> };
    loaded.set(name, module);
    const { code } = transform(files[name], {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    });
    const require = (specifier: string) => {
      const sibling = specifier.replace(/^\.\//, '');
      const local = [sibling, `${sibling}.tsx`, `${sibling}.ts`].find((candidate) => candidate in files);
      if (specifier.startsWith('./') && local) return load(local);
      if (specifier in modules) return modules[specifier];
      if (/\.s?css$/.test(specifier)) return {};
      throw new Error(`The sample imports ${specifier}, which the playground does not provide`);
    };
    new Function('require', 'module', 'exports', code)(require, module, module.exports);
    return module.exports;
  };
  const Sample = load(main).default as React.ComponentType;
  render(<Sample />);
  // Ids from useId count up with each render; they must not pass for a change the control made.
  return document.body.innerHTML.replace(/_r_[0-9a-z]+_|«[^»]*»|:r[0-9a-z]+:/g, 'ID');
}

/** The value the component has now: the code's, or the table's default when the code leaves it out. */
function currentValue(control: PropControl, source: string, component: string): PropValue | undefined {
  const reading = readJsxProps(source, component);
  const written = reading.status === 'found' ? reading.props[control.prop] : undefined;
  if (written?.kind === 'value') return written.value;
  return written ? undefined : control.defaultValue;
}

describe.each(configured)('the $slug configurator', ({ meta, files, main }) => {
  const source = files[main];
  const api = docs[meta.component];
  const controls = api ? controlsFor(api.rows, meta.omit) : [];

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  it('has a sample that renders its component once, from props a control can read', () => {
    expect(api, `no API table for ${meta.component}`).toBeDefined();
    expect(source, `${main} is missing`).toBeDefined();
    const reading = readJsxProps(source, meta.component);
    expect(reading.status).toBe('found');
    expect(renderSample(files, main)).not.toBe('');
  });

  it('renders a sample with no axe violations', async () => {
    renderSample(files, main);
    // Overlays that start open place themselves after the first render.
    await act(async () => {});
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  const turnable = controls.filter((control) => control.spec.kind === 'enum' || control.spec.kind === 'boolean');
  it.each(turnable.map((control) => [control.prop, control] as const))('turning %s changes what is rendered', (_prop, control) => {
    const before = renderSample(files, main);
    cleanup();
    const current = currentValue(control, source, meta.component);
    const values: PropValue[] =
      control.spec.kind === 'boolean' ? [!(current ?? false)] : control.spec.kind === 'enum' ? control.spec.options : [];
    for (const value of values.filter((candidate) => candidate !== current)) {
      const after = renderSample({ ...files, [main]: writeJsxProp(source, meta.component, control.prop, value) }, main);
      act(() => cleanup());
      expect(after, `${control.prop} = ${JSON.stringify(value)} rendered the same as ${JSON.stringify(current)}`).not.toBe(before);
    }
  });

  it('round-trips: each control’s value written to the code reads back the same, and the rest of the code is unchanged', () => {
    const reading = readJsxProps(source, meta.component);
    if (reading.status !== 'found') throw new Error('no element');
    for (const control of controls) {
      const written = reading.props[control.prop];
      // Writing back what the code says leaves it byte for byte as it was.
      if (written?.kind === 'value' && fitsControl(control.spec, written.value)) {
        expect(writeJsxProp(source, meta.component, control.prop, written.value)).toBe(source);
      }
      const value =
        control.spec.kind === 'boolean' ? true : control.spec.kind === 'enum' ? control.spec.options.at(-1) : control.defaultValue;
      if (value === undefined || control.spec.kind === 'event' || control.spec.kind === 'code') continue;
      const next = readJsxProps(writeJsxProp(source, meta.component, control.prop, value), meta.component);
      expect(next.status === 'found' && next.props[control.prop]).toEqual({ kind: 'value', value });
      const others = (props: Record<string, unknown>) => Object.entries(props).filter(([name]) => name !== control.prop);
      expect(next.status === 'found' && others(next.props)).toEqual(others(reading.props));
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeVariables } from 'aquila-ui/core';
import { ENTRY_FILE } from '../../workspace/files';
import { choiceTokens, FONT_STACKS, THEME_DEFAULTS, THEME_PRIMARY } from './theme-choice';
import { cssVariablesCode, providerCode, providerElement } from './theme-code';
import { SAMPLE_FILE, themeWorkspace } from './playground-files';

const RED = { primaryColor: '#d32029', radius: 8 };

describe('the theme as code', () => {
  it('sets only the tokens that differ from the theme’s own', () => {
    expect(choiceTokens(THEME_DEFAULTS)).toEqual({});
    expect(choiceTokens({ primaryColor: '#d32029', radius: 8, font: 'serif', density: 'comfortable' })).toEqual({
      primaryColor: '#d32029',
      radius: 8,
      fontFamily: FONT_STACKS.serif.stack,
      density: 'comfortable',
    });
  });

  it('writes AquilaProvider code with the import, each token on a line of its own', () => {
    expect(providerCode(RED)).toBe(`import { AquilaProvider } from 'aquila-ui/provider';

<AquilaProvider theme={{
  primaryColor: '#d32029',
  radius: 8,
}}>
  <App />
</AquilaProvider>
`);
    expect(providerElement({}, '<App />')).toBe('<AquilaProvider theme={{}}>\n  <App />\n</AquilaProvider>');
  });

  it('quotes a font stack that holds quotes so the code still parses', () => {
    const code = providerElement({ fontFamily: FONT_STACKS.humanist.stack }, '<App />');
    expect(code).toContain(`fontFamily: ${JSON.stringify(FONT_STACKS.humanist.stack)},`);
    expect(providerElement({ density: 'compact' }, '<App />')).toContain("density: 'compact',");
  });

  it('writes the CSS variables the library computes for the tokens, derived shades included', () => {
    const css = cssVariablesCode(RED);
    const variables = Object.entries(themeVariables(RED));
    expect(variables.length).toBeGreaterThan(5);
    for (const [name, value] of variables) expect(css).toContain(`  ${name}: ${String(value)};`);
    expect(css).toContain('--aq-color-primary: rgb(211, 32, 41);');
    expect(css).toContain('--aq-radius-medium: 8px;');
    expect(css).toMatch(/^\/\*[^]*?\*\/\n:root \{\n/);
    expect(cssVariablesCode({})).toContain('nothing to override');
  });

  it('opens in the playground as an App wrapped in the same provider around the page’s own gallery', () => {
    const files = themeWorkspace(RED);
    expect(Object.keys(files)).toEqual([ENTRY_FILE, SAMPLE_FILE, 'ThemeSample.scss']);
    expect(files[ENTRY_FILE]).toContain("import { AquilaProvider } from 'aquila-ui/provider';");
    expect(files[ENTRY_FILE]).toContain(providerElement(RED, '<ThemeSample />', '    '));
    expect(files[ENTRY_FILE]).toMatch(/^export default function App\(\)/m);
    expect(files[SAMPLE_FILE]).toBe(readFileSync('src/pages/theme/ThemeSample.tsx', 'utf8'));
  });

  it('hands the playground a gallery that imports only what it compiles: react, aquila-ui/<name> and its stylesheet', () => {
    const source = themeWorkspace({})[SAMPLE_FILE];
    const imported = [...source.matchAll(/^import .* from '([^']+)';$|^import '([^']+)';$/gm)].map((match) => match[1] ?? match[2]);
    expect(imported.length).toBeGreaterThan(5);
    for (const name of imported) expect(name).toMatch(/^(react|aquila-ui\/[a-z-]+|\.\/ThemeSample\.scss)$/);
  });
});

describe('the theme’s own values', () => {
  // The page's defaults stand for the stylesheet's: a change there must show here.
  const stylesheet = readFileSync('library/theme/theme.scss', 'utf8');

  it('are the stylesheet’s radius, density and primary colours, light and dark', () => {
    expect(stylesheet).toContain(`--aq-radius-medium: ${THEME_DEFAULTS.radius}px;`);
    expect(stylesheet).toContain('--aq-control-height-md: 32px;');
    expect(THEME_DEFAULTS.density).toBe('standard');
    const primaries = [...stylesheet.matchAll(/--aq-color-primary: (#[0-9a-f]{6});/g)].map((match) => match[1]);
    expect(primaries.slice(0, 2)).toEqual([THEME_PRIMARY.light, THEME_PRIMARY.dark]);
  });
});

import { describe, expect, it } from 'vitest';
import { THEME_DEFAULTS, type ThemeChoice } from './theme-choice';
import { readThemeLink, themeLinkQuery } from './theme-link';

describe('the theme’s link', () => {
  it('is empty for the theme’s own values, and a page without a query is the theme’s own', () => {
    expect(themeLinkQuery(THEME_DEFAULTS)).toBe('');
    expect(readThemeLink('')).toEqual({ choice: THEME_DEFAULTS, problems: [] });
  });

  it('carries only what differs from the theme, and reads back what it wrote', () => {
    const choice: ThemeChoice = { primaryColor: '#d32029', radius: 8, font: 'serif', density: 'compact' };
    const query = themeLinkQuery(choice);
    expect(query).toBe('?primary=%23d32029&radius=8&font=serif&density=compact');
    expect(readThemeLink(query)).toEqual({ choice, problems: [] });
    expect(themeLinkQuery({ ...THEME_DEFAULTS, radius: 0 })).toBe('?radius=0');
  });

  it('takes a colour in capitals as the colour input writes it, in small letters', () => {
    expect(readThemeLink('?primary=%23D32029').choice.primaryColor).toBe('#d32029');
  });

  it('leaves out each value it cannot use, says so in words, and keeps the rest', () => {
    const { choice, problems } = readThemeLink('?primary=red&radius=99&font=comic&density=cosy&unknown=1');
    expect(choice).toEqual(THEME_DEFAULTS);
    expect(problems).toEqual([
      'The link’s primary “red” is not a colour such as #d32029, so the theme’s own is used.',
      'The link’s radius “99” is not a whole number of pixels from 0 to 24, so the theme’s own is used.',
      'The link’s font “comic” is not one of system, humanist, geometric, rounded, serif, monospace, so the theme’s own is used.',
      'The link’s density “cosy” is not one of compact, standard, comfortable, so the theme’s own is used.',
    ]);
    expect(readThemeLink('?primary=%23d32029&radius=-3')).toEqual({
      choice: { ...THEME_DEFAULTS, primaryColor: '#d32029' },
      problems: ['The link’s radius “-3” is not a whole number of pixels from 0 to 24, so the theme’s own is used.'],
    });
  });

  it('refuses what would break a page or the provider: markup, a half colour, a fraction, an empty value', () => {
    for (const query of ['?primary=%3Cscript%3E', '?primary=%23d3202', '?radius=2.5', '?radius=', '?density=']) {
      const { choice, problems } = readThemeLink(query);
      expect(choice, query).toEqual(THEME_DEFAULTS);
      expect(problems, query).toHaveLength(1);
    }
  });
});

import { safeStyle } from './safe-style';

describe('safeStyle', () => {
  it('keeps the properties that only change how text looks', () => {
    expect(safeStyle('color: #bada55; background: #222; font-weight: 700; font-style: italic; text-decoration: underline')).toEqual({
      color: '#bada55',
      backgroundColor: '#222',
      fontWeight: '700',
      fontStyle: 'italic',
      textDecoration: 'underline',
    });
    expect(safeStyle('padding: 2px 6px; border-radius: 4px; border: 1px solid rgb(255 0 0 / 50%); font-size: 1.5em')).toEqual({
      padding: '2px 6px',
      borderRadius: '4px',
      border: '1px solid rgb(255 0 0 / 50%)',
      fontSize: '1.5em',
    });
  });

  it('drops anything that loads, escapes, or reaches outside its line', () => {
    expect(safeStyle('background: url(https://evil.test/x.png)')).toBeUndefined();
    expect(safeStyle('background-color: image-set("a.png" 1x)')).toBeUndefined();
    expect(safeStyle('color: var(--aq-color-primary)')).toBeUndefined();
    expect(safeStyle('color: red; position: fixed; inset: 0; z-index: 9999; display: none')).toEqual({ color: 'red' });
    expect(safeStyle('color: expression(alert(1))')).toBeUndefined();
    expect(safeStyle('color: \\75 rl(x)')).toBeUndefined();
    expect(safeStyle('font-family: "Comic Sans"')).toBeUndefined();
  });

  it('holds sizes within bounds', () => {
    expect(safeStyle('font-size: 400px')).toBeUndefined();
    expect(safeStyle('font-size: 4px')).toBeUndefined();
    expect(safeStyle('font-size: 20px')).toEqual({ fontSize: '20px' });
    expect(safeStyle('margin: -50px; padding-left: 100px; padding: 10%')).toBeUndefined();
    expect(safeStyle('margin-left: 8px; border: 2px solid #ff0080')).toEqual({ marginLeft: '8px', border: '2px solid #ff0080' });
  });

  it('reads nothing from an empty or malformed style', () => {
    expect(safeStyle(undefined)).toBeUndefined();
    expect(safeStyle('')).toBeUndefined();
    expect(safeStyle('color red; : blue;;')).toBeUndefined();
  });
});

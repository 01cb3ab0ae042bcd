import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { Col } from './Col.tsx';
import { Row, type RowProps } from './Row.tsx';

const rowOf = (text: string) => screen.getByText(text).parentElement!;

/** Renders a row with the given props and returns the warnings it printed. */
function renderWarnings(props: Record<string, unknown>): string[] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    render(
      <Row {...(props as RowProps)}>
        <Col ngxSpan={6}>A</Col>
      </Row>,
    );
    return warn.mock.calls.map((call) => String(call[0]));
  } finally {
    warn.mockRestore();
  }
}

describe('Row', () => {
  itConforms(Row, { props: {}, element: 'div' });

  it('is a wrapping line of 24 columns, no gutter, columns at the start and top by default', () => {
    render(
      <Row>
        <Col>A</Col>
      </Row>,
    );
    const row = rowOf('A');
    expect(row).toHaveClass('aq-row');
    expect(row.style.getPropertyValue('--aq-row-columns')).toBe('24');
    expect(row.style.getPropertyValue('--aq-row-gutter')).toBe('0px');
    expect(row).toHaveAttribute('data-justify', 'start');
    expect(row).toHaveAttribute('data-align', 'top');
  });

  it('divides itself into ngxSpan columns, such as 40', () => {
    render(
      <Row ngxSpan={40}>
        <Col ngxSpan={10}>A</Col>
      </Row>,
    );
    expect(rowOf('A').style.getPropertyValue('--aq-row-columns')).toBe('40');
  });

  it('puts ngxGutter pixels between columns', () => {
    render(
      <Row ngxGutter={16}>
        <Col ngxSpan={12}>A</Col>
      </Row>,
    );
    expect(rowOf('A').style.getPropertyValue('--aq-row-gutter')).toBe('16px');
  });

  it.each(['start', 'end', 'center', 'space-around', 'space-between', 'space-evenly'] as const)('justifies with %s', (justify) => {
    render(
      <Row ngxJustify={justify}>
        <Col ngxSpan={4}>A</Col>
      </Row>,
    );
    expect(rowOf('A')).toHaveAttribute('data-justify', justify);
  });

  it.each(['top', 'middle', 'bottom'] as const)('aligns with %s', (align) => {
    render(
      <Row ngxAlign={align}>
        <Col ngxSpan={4}>A</Col>
      </Row>,
    );
    expect(rowOf('A')).toHaveAttribute('data-align', align);
  });

  it('keeps the consumer style beside its own variables', () => {
    render(
      <Row ngxGutter={8} style={{ rowGap: '12px' }}>
        <Col>A</Col>
      </Row>,
    );
    const row = rowOf('A');
    expect(row.style.rowGap).toBe('12px');
    expect(row.style.getPropertyValue('--aq-row-gutter')).toBe('8px');
  });

  it.each([
    ['16', '16px', '0px'],
    ['[8,16]', '8px', '16px'],
    [' [ 12 ] ', '12px', '0px'],
  ])('takes ngxGutter as text: %s', (ngxGutter, horizontal, vertical) => {
    render(
      <Row ngxGutter={ngxGutter}>
        <Col ngxSpan={12}>A</Col>
      </Row>,
    );
    const row = rowOf('A');
    expect(row.style.getPropertyValue('--aq-row-gutter')).toBe(horizontal);
    expect(row.style.getPropertyValue('--aq-row-gutter-y')).toBe(vertical);
  });

  it('takes ngxGutter as [horizontal, vertical]: the second is the gap between wrapped lines', () => {
    render(
      <Row ngxGutter={[8, 16]}>
        <Col ngxSpan={12}>A</Col>
      </Row>,
    );
    expect(rowOf('A').style.getPropertyValue('--aq-row-gutter')).toBe('8px');
    expect(rowOf('A').style.getPropertyValue('--aq-row-gutter-y')).toBe('16px');
  });

  it('takes ngxSpan as text, as an HTML attribute gives it', () => {
    render(
      <Row ngxSpan="40">
        <Col ngxSpan="10">A</Col>
      </Row>,
    );
    expect(rowOf('A').style.getPropertyValue('--aq-row-columns')).toBe('40');
    expect(screen.getByText('A')).toHaveAttribute('data-span', '10');
  });

  describe('never throws for a value it cannot lay out: it warns in development and uses the default', () => {
    it.each([
      [0, 'Aquila UI: Row ngxSpan must be a whole number of at least 1; got 0. Using 24.'],
      [-24, 'Aquila UI: Row ngxSpan must be a whole number of at least 1; got -24. Using 24.'],
      [2.5, 'Aquila UI: Row ngxSpan must be a whole number of at least 1; got 2.5. Using 24.'],
      [Number.NaN, 'Aquila UI: Row ngxSpan must be a whole number of at least 1; got NaN. Using 24.'],
      ['two', 'Aquila UI: Row ngxSpan must be a whole number of at least 1; got "two". Using 24.'],
    ])('ngxSpan=%j', (ngxSpan, message) => {
      expect(renderWarnings({ ngxSpan })).toEqual([message]);
      expect(rowOf('A').style.getPropertyValue('--aq-row-columns')).toBe('24');
    });

    it.each([
      [-4, '-4'],
      [Number.POSITIVE_INFINITY, 'Infinity'],
      ['16px', '"16px"'],
      ['[8,-1]', '"[8,-1]"'],
      [[1, 2, 3], '[1,2,3]'],
    ])('ngxGutter=%j', (ngxGutter, shown) => {
      expect(renderWarnings({ ngxGutter })).toEqual([
        `Aquila UI: Row ngxGutter must be pixels of at least 0: a number, [horizontal, vertical], or the same as text ("16", "[8,16]"); got ${shown}. Using 0.`,
      ]);
      expect(rowOf('A').style.getPropertyValue('--aq-row-gutter')).toBe('0px');
      expect(rowOf('A').style.getPropertyValue('--aq-row-gutter-y')).toBe('0px');
    });

    it('ngxJustify outside its six values', () => {
      expect(renderWarnings({ ngxJustify: 'left' })).toEqual([
        'Aquila UI: Row ngxJustify must be one of start, end, center, space-around, space-between, space-evenly; got "left". Using start.',
      ]);
      expect(rowOf('A')).toHaveAttribute('data-justify', 'start');
    });

    it('ngxAlign outside its three values', () => {
      expect(renderWarnings({ ngxAlign: 'center' })).toEqual([
        'Aquila UI: Row ngxAlign must be one of top, middle, bottom; got "center". Using top.',
      ]);
      expect(rowOf('A')).toHaveAttribute('data-align', 'top');
    });

    it('warns once per value, not on every render', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { rerender } = render(<Row ngxAlign={'center' as never}>A</Row>);
      rerender(<Row ngxAlign={'center' as never}>A</Row>);
      expect(warn).toHaveBeenCalledTimes(1);
      rerender(<Row ngxAlign={'left' as never}>A</Row>);
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    });

    it('accepts the limits without a word: one column and no gutter, or a fractional gutter', () => {
      const warn = vi.spyOn(console, 'warn');
      render(
        <>
          <Row ngxSpan={1} ngxGutter={0}>
            <Col>A</Col>
          </Row>
          <Row ngxGutter={0.5}>
            <Col>B</Col>
          </Row>
        </>,
      );
      expect(rowOf('A').style.getPropertyValue('--aq-row-columns')).toBe('1');
      expect(rowOf('B').style.getPropertyValue('--aq-row-gutter')).toBe('0.5px');
      expect(warn).not.toHaveBeenCalled();
      warn.mockRestore();
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Row ngxGutter={16} ngxJustify="space-between" ngxAlign="middle">
        <Col ngxSpan={8}>One</Col>
        <Col ngxSpan={8}>Two</Col>
        <Col ngxSpan={0}>Hidden</Col>
      </Row>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

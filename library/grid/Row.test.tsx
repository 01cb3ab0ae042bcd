import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Col } from './Col.tsx';
import { Row, type RowProps } from './Row.tsx';

const rowOf = (text: string) => screen.getByText(text).parentElement!;

/** Renders a row with the given props and returns the warnings it printed. */
function renderWarnings(props: Record<string, unknown>): string[] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    render(
      <Row {...(props as RowProps)}>
        <Col span={6}>A</Col>
      </Row>,
    );
    return warn.mock.calls.map((call) => String(call[0]));
  } finally {
    warn.mockRestore();
  }
}

describe('Row', () => {
  itConforms(Row, { props: {}, element: 'div' });
  itWarnsOfItsZeroXNames('Row', (props) => <Row {...props} />);

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

  it.each([
    ['divides itself into span columns, such as 40', { span: 40 }, '--aq-row-columns', '40'],
    ['puts gutter pixels between columns', { gutter: 16 }, '--aq-row-gutter', '16px'],
  ])('%s', (_name, props, variable, value) => {
    render(
      <Row {...props}>
        <Col span={10}>A</Col>
      </Row>,
    );
    expect(rowOf('A').style.getPropertyValue(variable)).toBe(value);
  });

  it.each(['start', 'end', 'center', 'space-around', 'space-between', 'space-evenly'] as const)('justifies with %s', (justify) => {
    render(
      <Row justify={justify}>
        <Col span={4}>A</Col>
      </Row>,
    );
    expect(rowOf('A')).toHaveAttribute('data-justify', justify);
  });

  it.each(['top', 'middle', 'bottom'] as const)('aligns with %s', (align) => {
    render(
      <Row align={align}>
        <Col span={4}>A</Col>
      </Row>,
    );
    expect(rowOf('A')).toHaveAttribute('data-align', align);
  });

  it('keeps the consumer style beside its own variables', () => {
    render(
      <Row gutter={8} style={{ rowGap: '12px' }}>
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
  ])('takes gutter as text: %s', (gutter, horizontal, vertical) => {
    render(
      <Row gutter={gutter}>
        <Col span={12}>A</Col>
      </Row>,
    );
    const row = rowOf('A');
    expect(row.style.getPropertyValue('--aq-row-gutter')).toBe(horizontal);
    expect(row.style.getPropertyValue('--aq-row-gutter-y')).toBe(vertical);
  });

  it('takes gutter as [horizontal, vertical]: the second is the gap between wrapped lines', () => {
    render(
      <Row gutter={[8, 16]}>
        <Col span={12}>A</Col>
      </Row>,
    );
    expect(rowOf('A').style.getPropertyValue('--aq-row-gutter')).toBe('8px');
    expect(rowOf('A').style.getPropertyValue('--aq-row-gutter-y')).toBe('16px');
  });

  it('takes span as text, as an HTML attribute gives it', () => {
    render(
      <Row span="40">
        <Col span="10">A</Col>
      </Row>,
    );
    expect(rowOf('A').style.getPropertyValue('--aq-row-columns')).toBe('40');
    expect(screen.getByText('A')).toHaveAttribute('data-span', '10');
  });

  describe('never throws for a value it cannot lay out: it warns in development and uses the default', () => {
    it.each([
      [0, 'Aquila UI: Row span must be a whole number of at least 1; got 0. Using 24.'],
      [-24, 'Aquila UI: Row span must be a whole number of at least 1; got -24. Using 24.'],
      [2.5, 'Aquila UI: Row span must be a whole number of at least 1; got 2.5. Using 24.'],
      [Number.NaN, 'Aquila UI: Row span must be a whole number of at least 1; got NaN. Using 24.'],
      ['two', 'Aquila UI: Row span must be a whole number of at least 1; got "two". Using 24.'],
    ])('span=%j', (span, message) => {
      expect(renderWarnings({ span })).toEqual([message]);
      expect(rowOf('A').style.getPropertyValue('--aq-row-columns')).toBe('24');
    });

    it.each([
      [-4, '-4'],
      [Number.POSITIVE_INFINITY, 'Infinity'],
      ['16px', '"16px"'],
      ['[8,-1]', '"[8,-1]"'],
      [[1, 2, 3], '[1,2,3]'],
    ])('gutter=%j', (gutter, shown) => {
      expect(renderWarnings({ gutter })).toEqual([
        `Aquila UI: Row gutter must be pixels of at least 0: a number, [horizontal, vertical], or the same as text ("16", "[8,16]"); got ${shown}. Using 0.`,
      ]);
      expect(rowOf('A').style.getPropertyValue('--aq-row-gutter')).toBe('0px');
      expect(rowOf('A').style.getPropertyValue('--aq-row-gutter-y')).toBe('0px');
    });

    it('justify outside its six values', () => {
      expect(renderWarnings({ justify: 'left' })).toEqual([
        'Aquila UI: Row justify must be one of start, end, center, space-around, space-between, space-evenly; got "left". Using start.',
      ]);
      expect(rowOf('A')).toHaveAttribute('data-justify', 'start');
    });

    it('align outside its three values', () => {
      expect(renderWarnings({ align: 'center' })).toEqual([
        'Aquila UI: Row align must be one of top, middle, bottom; got "center". Using top.',
      ]);
      expect(rowOf('A')).toHaveAttribute('data-align', 'top');
    });

    it('warns once per value, not on every render', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { rerender } = render(<Row align={'center' as never}>A</Row>);
      rerender(<Row align={'center' as never}>A</Row>);
      expect(warn).toHaveBeenCalledTimes(1);
      rerender(<Row align={'left' as never}>A</Row>);
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    });

    it('accepts the limits without a word: one column and no gutter, or a fractional gutter', () => {
      const warn = vi.spyOn(console, 'warn');
      render(
        <>
          <Row span={1} gutter={0}>
            <Col>A</Col>
          </Row>
          <Row gutter={0.5}>
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
      <Row gutter={16} justify="space-between" align="middle">
        <Col span={8}>One</Col>
        <Col span={8}>Two</Col>
        <Col span={0}>Hidden</Col>
      </Row>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

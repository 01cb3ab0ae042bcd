import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance';
import { Col } from './Col';
import { Row, type RowProps } from './Row';

const rowOf = (text: string) => screen.getByText(text).parentElement!;

/** Renders and returns what was thrown, keeping React's report of the error out of the output. */
function renderError(props: Record<string, unknown>): Error {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    render(<Row {...(props as RowProps)} />);
  } catch (error) {
    return error as Error;
  } finally {
    consoleError.mockRestore();
  }
  throw new Error('nothing was thrown');
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

  describe('rejects what it cannot lay out', () => {
    it.each([
      [0, 'Row ngxSpan must be a whole number of at least 1; got 0.'],
      [-24, 'Row ngxSpan must be a whole number of at least 1; got -24.'],
      [2.5, 'Row ngxSpan must be a whole number of at least 1; got 2.5.'],
      [Number.NaN, 'Row ngxSpan must be a whole number of at least 1; got NaN.'],
      ['24', 'Row ngxSpan must be a whole number of at least 1; got "24".'],
    ])('ngxSpan=%j', (ngxSpan, message) => {
      const error = renderError({ ngxSpan });
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe(message);
    });

    it.each([
      [-4, 'Row ngxGutter must be a number of pixels of at least 0; got -4.'],
      [Number.POSITIVE_INFINITY, 'Row ngxGutter must be a number of pixels of at least 0; got Infinity.'],
      ['16px', 'Row ngxGutter must be a number of pixels of at least 0; got "16px".'],
    ])('ngxGutter=%j', (ngxGutter, message) => {
      const error = renderError({ ngxGutter });
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe(message);
    });

    it('ngxJustify outside its six values', () => {
      const error = renderError({ ngxJustify: 'left' });
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe(
        'Row ngxJustify must be one of start, end, center, space-around, space-between, space-evenly; got "left".',
      );
    });

    it('ngxAlign outside its three values', () => {
      const error = renderError({ ngxAlign: 'center' });
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe('Row ngxAlign must be one of top, middle, bottom; got "center".');
    });

    it('accepts the limits: one column and no gutter, or a fractional gutter', () => {
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

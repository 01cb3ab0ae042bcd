import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { itConforms } from '../../tests/unit/conformance';
import { Col } from './Col';
import { Row } from './Row';

const span = (element: HTMLElement) => element.style.getPropertyValue('--aq-col-span');

/** Renders and returns what was thrown, keeping React's report of the error out of the output. */
function renderError(node: ReactElement): Error {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    render(node);
  } catch (error) {
    return error as Error;
  } finally {
    consoleError.mockRestore();
  }
  throw new Error('nothing was thrown');
}

describe('Col', () => {
  itConforms(Col, {
    props: { ngxSpan: 12 },
    element: 'div',
    wrap: (node) => <Row>{node}</Row>,
    find: (container) => container.querySelector('.aq-row > div'),
  });

  it('fills a default row: 24 of its 24 columns', () => {
    render(
      <Row>
        <Col>Content</Col>
      </Row>,
    );
    const col = screen.getByText('Content');
    expect(col).toHaveClass('aq-col');
    expect(col).toHaveAttribute('data-span', '24');
    expect(span(col)).toBe('24');
    expect(col).toBeVisible();
    expect(col).not.toHaveAttribute('data-hidden');
  });

  it.each([40, 12])('fills a row of %i columns when it has no ngxSpan', (columns) => {
    render(
      <Row ngxSpan={columns}>
        <Col>Content</Col>
      </Row>,
    );
    expect(span(screen.getByText('Content'))).toBe(String(columns));
  });

  it('spans ngxSpan of the row’s columns', () => {
    render(
      <Row>
        <Col ngxSpan={8}>A</Col>
        <Col ngxSpan={16}>B</Col>
      </Row>,
    );
    expect(span(screen.getByText('A'))).toBe('8');
    expect(screen.getByText('B')).toHaveAttribute('data-span', '16');
  });

  it('is hidden with ngxSpan 0 and shown again, the same element, with a span', () => {
    const { rerender } = render(
      <Row>
        <Col ngxSpan={0}>Sidebar</Col>
      </Row>,
    );
    const col = screen.getByText('Sidebar');
    expect(col).not.toBeVisible();
    expect(col).toHaveAttribute('data-hidden', '');
    rerender(
      <Row>
        <Col ngxSpan={6}>Sidebar</Col>
      </Row>,
    );
    expect(screen.getByText('Sidebar')).toBe(col);
    expect(col).toBeVisible();
    expect(col).not.toHaveAttribute('data-hidden');
  });

  it('stays hidden when the consumer hides it, whatever its span', () => {
    render(
      <Row>
        <Col ngxSpan={6} hidden>
          Hidden
        </Col>
      </Row>,
    );
    expect(screen.getByText('Hidden')).not.toBeVisible();
  });

  it('counts in the columns of its nearest row when rows are nested', () => {
    render(
      <Row>
        <Col ngxSpan={12}>
          <Row ngxSpan={40}>
            <Col>Inner</Col>
          </Row>
        </Col>
      </Row>,
    );
    expect(span(screen.getByText('Inner'))).toBe('40');
  });

  it('accepts the limits 0 and the row’s ngxSpan', () => {
    render(
      <Row ngxSpan={40}>
        <Col ngxSpan={0}>None</Col>
        <Col ngxSpan={40}>All</Col>
      </Row>,
    );
    expect(span(screen.getByText('All'))).toBe('40');
  });

  describe('rejects what it cannot lay out', () => {
    it.each([
      [24, -1, "Col ngxSpan must be a whole number from 0 to 24 (the row's ngxSpan); got -1."],
      [24, 25, "Col ngxSpan must be a whole number from 0 to 24 (the row's ngxSpan); got 25."],
      [40, 41, "Col ngxSpan must be a whole number from 0 to 40 (the row's ngxSpan); got 41."],
      [24, 1.5, "Col ngxSpan must be a whole number from 0 to 24 (the row's ngxSpan); got 1.5."],
      [24, Number.NaN, "Col ngxSpan must be a whole number from 0 to 24 (the row's ngxSpan); got NaN."],
      [24, '6', 'Col ngxSpan must be a whole number from 0 to 24 (the row\'s ngxSpan); got "6".'],
    ])('in a row of %i columns, ngxSpan=%j', (columns, value, message) => {
      const error = renderError(
        <Row ngxSpan={columns}>
          <Col ngxSpan={value as number}>A</Col>
        </Row>,
      );
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe(message);
    });

    it('a column outside a row', () => {
      const error = renderError(<Col ngxSpan={6}>Alone</Col>);
      expect(error.message).toBe('Col must be placed inside a Row.');
    });
  });
});

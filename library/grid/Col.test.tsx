import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Col } from './Col.tsx';
import { Row } from './Row.tsx';

const span = (element: HTMLElement) => element.style.getPropertyValue('--aq-col-span');

/** Renders and returns the warnings printed. */
function renderWarnings(node: ReactElement): string[] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    render(node);
    return warn.mock.calls.map((call) => String(call[0]));
  } finally {
    warn.mockRestore();
  }
}

describe('Col', () => {
  itConforms(Col, {
    props: { span: 12 },
    element: 'div',
    wrap: (node) => <Row>{node}</Row>,
    find: (container) => container.querySelector('.aq-row > div'),
  });
  itWarnsOfItsZeroXNames('Col', (props) => (
    <Row>
      <Col {...props} />
    </Row>
  ));

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

  it.each([40, 12])('fills a row of %i columns when it has no span', (columns) => {
    render(
      <Row span={columns}>
        <Col>Content</Col>
      </Row>,
    );
    expect(span(screen.getByText('Content'))).toBe(String(columns));
  });

  it('spans span of the row’s columns', () => {
    render(
      <Row>
        <Col span={8}>A</Col>
        <Col span={16}>B</Col>
      </Row>,
    );
    expect(span(screen.getByText('A'))).toBe('8');
    expect(screen.getByText('B')).toHaveAttribute('data-span', '16');
  });

  it('is hidden with span 0 and shown again, the same element, with a span', () => {
    const { rerender } = render(
      <Row>
        <Col span={0}>Sidebar</Col>
      </Row>,
    );
    const col = screen.getByText('Sidebar');
    expect(col).not.toBeVisible();
    expect(col).toHaveAttribute('data-hidden', '');
    rerender(
      <Row>
        <Col span={6}>Sidebar</Col>
      </Row>,
    );
    expect(screen.getByText('Sidebar')).toBe(col);
    expect(col).toBeVisible();
    expect(col).not.toHaveAttribute('data-hidden');
  });

  it('stays hidden when the consumer hides it, whatever its span', () => {
    render(
      <Row>
        <Col span={6} hidden>
          Hidden
        </Col>
      </Row>,
    );
    expect(screen.getByText('Hidden')).not.toBeVisible();
  });

  it('counts in the columns of its nearest row when rows are nested', () => {
    render(
      <Row>
        <Col span={12}>
          <Row span={40}>
            <Col>Inner</Col>
          </Row>
        </Col>
      </Row>,
    );
    expect(span(screen.getByText('Inner'))).toBe('40');
  });

  it('accepts the limits 0 and the row’s span', () => {
    render(
      <Row span={40}>
        <Col span={0}>None</Col>
        <Col span={40}>All</Col>
      </Row>,
    );
    expect(span(screen.getByText('All'))).toBe('40');
  });

  describe('never throws for a span it cannot lay out: it warns in development and fills the row', () => {
    it.each([
      [24, -1, '-1'],
      [24, 25, '25'],
      [40, 41, '41'],
      [24, 1.5, '1.5'],
      [24, Number.NaN, 'NaN'],
      [24, 'six', '"six"'],
    ])('in a row of %i columns, span=%j', (columns, value, shown) => {
      expect(
        renderWarnings(
          <Row span={columns}>
            <Col span={value as number}>A</Col>
          </Row>,
        ),
      ).toEqual([`Aquila UI: Col span must be a whole number from 0 to ${columns} (the row's span); got ${shown}. Using ${columns}.`]);
      expect(screen.getByText('A')).toHaveAttribute('data-span', String(columns));
      expect(screen.getByText('A')).toBeVisible();
    });
  });

  it('renders outside a Row as a block as wide as its container; span 0 still hides it', () => {
    const warn = vi.spyOn(console, 'warn');
    const { rerender } = render(<Col span={6}>Alone</Col>);
    const col = screen.getByText('Alone');
    expect(col).toBeVisible();
    expect(col).toHaveAttribute('data-standalone', '');
    expect(col).toHaveAttribute('data-span', '6');
    rerender(<Col span={0}>Alone</Col>);
    expect(col).not.toBeVisible();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a Col directly inside a Col is outside a Row', () => {
    render(
      <Row>
        <Col span={12}>
          <Col>Inner</Col>
        </Col>
      </Row>,
    );
    expect(screen.getByText('Inner')).toHaveAttribute('data-standalone', '');
    expect(screen.getByText('Inner').parentElement).not.toHaveAttribute('data-standalone');
  });
});

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { INVALID_COLORS, expectOneColorWarning, itTakesEveryColorSyntax } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { Divider } from './Divider.tsx';

const lineColor = (element: HTMLElement) => element.style.getPropertyValue('--aq-divider-color');

describe('Divider', () => {
  itConforms(Divider, { props: {}, element: 'div' });
  itConforms(Divider, { props: { children: 'Section' }, element: 'div' });
  itConforms(Divider, { props: { orientation: 'vertical' }, element: 'span' });
  itWarnsOfItsZeroXNames('Divider', (props) => <Divider {...props} />);

  it('renders a horizontal separator with the documented defaults', () => {
    render(<Divider />);
    const divider = screen.getByRole('separator');
    expect(divider.tagName).toBe('DIV');
    expect(divider).toHaveClass('aq-divider');
    expect(divider).toHaveAttribute('aria-orientation', 'horizontal');
    expect(divider).toHaveAttribute('data-orientation', 'horizontal');
    expect(divider).toHaveAttribute('data-label-position', 'center');
    expect(divider).not.toHaveAttribute('data-dashed');
    expect(divider).not.toHaveAttribute('data-with-text');
    expect(lineColor(divider)).toBe('rgb(107, 114, 124)');
    expect(divider).toBeEmptyDOMElement();
  });

  it('shows its text and is named by it, so the text is not lost to assistive technology', () => {
    render(<Divider>Related articles</Divider>);
    const divider = screen.getByRole('separator', { name: 'Related articles' });
    expect(divider).toHaveAttribute('data-with-text', '');
    expect(screen.getByText('Related articles')).toBeVisible();
    expect(divider).toContainElement(screen.getByText('Related articles'));
  });

  it('takes rich content as text and builds the name from it', () => {
    render(
      <Divider>
        Step <strong>2</strong>
      </Divider>,
    );
    expect(screen.getByRole('separator', { name: 'Step 2' })).toBeInTheDocument();
  });

  it('keeps a name given by the consumer', () => {
    render(<Divider aria-label="End of results" />);
    expect(screen.getByRole('separator', { name: 'End of results' })).toBeInTheDocument();
  });

  it('gives every divider with text its own text id', () => {
    render(
      <>
        <Divider>First</Divider>
        <Divider>Second</Divider>
      </>,
    );
    expect(screen.getByRole('separator', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'Second' })).toBeInTheDocument();
  });

  it.each([null, false, ''])('treats %j children as no text', (empty) => {
    render(<Divider>{empty}</Divider>);
    const divider = screen.getByRole('separator');
    expect(divider).not.toHaveAttribute('data-with-text');
    expect(divider).not.toHaveAttribute('aria-labelledby');
  });

  it.each(['left', 'center', 'right'] as const)('places the text by labelPosition="%s"', (labelPosition) => {
    render(<Divider labelPosition={labelPosition}>Text</Divider>);
    expect(screen.getByRole('separator', { name: 'Text' })).toHaveAttribute('data-label-position', labelPosition);
  });

  it.each(['left', 'center', 'right'])(
    'draws 0.x\'s orientation="%s" as any unknown orientation, horizontal, warning once that it is labelPosition now',
    (value) => {
      const warn = watchWarnings();
      const { rerender } = render(<Divider orientation={value as never}>Text</Divider>);
      rerender(<Divider orientation={value as never}>More text</Divider>);
      const divider = screen.getByRole('separator', { name: 'More text' });
      expect(divider).toHaveAttribute('aria-orientation', 'horizontal');
      expect(divider).toHaveAttribute('data-label-position', 'center');
      expect(warn.mock.calls).toEqual([[`Aquila UI: Divider's "orientation" is "labelPosition" since 1.0 ("${value}")`]]);
    },
  );

  it('draws any other orientation as horizontal, warning once in development', () => {
    const warn = watchWarnings();
    render(<Divider orientation={'diagonal' as never} />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'horizontal');
    expect(warn.mock.calls).toEqual([
      ["Aquila UI: Divider orientation must be 'horizontal' or 'vertical'; got \"diagonal\". 'horizontal' is used."],
    ]);
  });

  it('draws a dashed line when dashed', () => {
    render(<Divider dashed />);
    expect(screen.getByRole('separator')).toHaveAttribute('data-dashed', '');
  });

  it('is a vertical separator with orientation="vertical", and shows no text there', () => {
    render(
      <p>
        Home
        <Divider orientation="vertical">ignored</Divider>
        Docs
      </p>,
    );
    const divider = screen.getByRole('separator');
    expect(divider).toHaveAttribute('aria-orientation', 'vertical');
    expect(divider).toHaveAttribute('data-orientation', 'vertical');
    // Phrasing content, so it is valid inside a paragraph.
    expect(divider.tagName).toBe('SPAN');
    expect(divider).not.toHaveAttribute('data-with-text');
    expect(divider).toBeEmptyDOMElement();
    expect(screen.queryByText('ignored')).not.toBeInTheDocument();
  });

  describe('color', () => {
    it.each([
      ['#1890ff', 'rgb(24, 144, 255)'],
      ['#f30', 'rgb(255, 51, 0)'],
      ['indigo', 'rgb(75, 0, 130)'],
      ['rgb(82, 196, 26)', 'rgb(82, 196, 26)'],
      ['rgba(0, 0, 0, 0.25)', 'rgba(0, 0, 0, 0.25)'],
      ['hsl(0, 100%, 50%)', 'rgb(255, 0, 0)'],
      ['hsla(240, 100%, 50%, 0.5)', 'rgba(0, 0, 255, 0.5)'],
    ])('colours the line with %s', (input, css) => {
      render(<Divider color={input} />);
      expect(lineColor(screen.getByRole('separator'))).toBe(css);
    });

    it('keeps the consumer style beside the colour', () => {
      render(<Divider color="red" style={{ marginBlock: '40px' }} />);
      const divider = screen.getByRole('separator');
      expect(divider.style.marginBlock).toBe('40px');
      expect(lineColor(divider)).toBe('rgb(255, 0, 0)');
    });

    itTakesEveryColorSyntax((color) => {
      render(<Divider color={color} />);
      return lineColor(screen.getByRole('separator'));
    });

    it.each(INVALID_COLORS)('draws #6b727c for color=%j, warning once with “%s”', (input, error) => {
      const warn = watchWarnings();
      const { rerender } = render(<Divider color={input} />);
      rerender(<Divider color={input} dashed />);
      expect(lineColor(screen.getByRole('separator'))).toBe('rgb(107, 114, 124)');
      expectOneColorWarning(warn, 'Divider', input, error);
    });
  });

  it('has no axe violations, with and without text, horizontal and vertical', async () => {
    const { container } = render(
      <div>
        <p>Above</p>
        <Divider />
        <Divider labelPosition="left" dashed color="#1890ff">
          Section
        </Divider>
        <p>
          <a href="#home">Home</a>
          <Divider orientation="vertical" />
          <a href="#docs">Docs</a>
        </p>
      </div>,
    );
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

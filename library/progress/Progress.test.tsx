import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { INVALID_COLORS, expectOneColorWarning, itTakesEveryColorSyntax } from '../../tests/unit/colors.ts';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { renamedValueWarning } from '../core/renamedProps.ts';
import { Progress } from './Progress.tsx';

const bar = (name = 'Progress') => screen.getByRole('progressbar', { name });
const text = (progress: HTMLElement) => progress.querySelector('.aq-progress__text');
const lineWidth = (progress: HTMLElement) => (progress.querySelector('.aq-progress__bar') as HTMLElement).style.width;
const ring = (progress: HTMLElement) => progress.querySelector('circle.aq-progress__bar')!;

describe('Progress', () => {
  itConforms(Progress, { props: {}, element: 'div' });
  itWarnsOfItsZeroXNames('Progress', (props) => <Progress {...props} />);

  it('is a progressbar named "Progress" from 0 to 100, a line at 0 % in #1890FF over 0.5 s by default', () => {
    render(<Progress />);
    const progress = bar();
    expect(progress).toHaveClass('aq-progress');
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).not.toHaveAttribute('aria-valuetext');
    expect(progress).toHaveAttribute('data-variant', 'line');
    expect(progress).toHaveAttribute('data-size', 'medium');
    expect(progress).toHaveAttribute('data-state', 'empty');
    expect(progress.style.getPropertyValue('--aq-progress-color')).toBe('rgb(24, 144, 255)');
    expect(progress.style.getPropertyValue('--aq-progress-duration')).toBe('0.5s');
    expect(lineWidth(progress)).toBe('0%');
    expect(text(progress)).toHaveTextContent(/^0%$/);
  });

  it('draws value as the width of the line and says it as the value and the text', () => {
    render(<Progress value={30} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '30');
    expect(bar()).toHaveAttribute('data-state', 'partial');
    expect(lineWidth(bar())).toBe('30%');
    expect(text(bar())).toHaveTextContent(/^30%$/);
  });

  it.each([
    [-20, 0, 'empty'],
    [140, 100, 'complete'],
    [100, 100, 'complete'],
    [Number.NaN, 0, 'empty'],
    [42.5, 42.5, 'partial'],
  ])('keeps value %s within 0 to 100 (%s)', (given, shown, state) => {
    render(<Progress value={given} />);
    expect(bar()).toHaveAttribute('aria-valuenow', String(shown));
    expect(bar()).toHaveAttribute('data-state', state);
    expect(lineWidth(bar())).toBe(`${shown}%`);
    expect(text(bar())).toHaveTextContent(new RegExp(`^${shown}%$`));
  });

  it('a line is a track of divs holding the bar, with no svg', () => {
    const { container } = render(<Progress value={50} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('div.aq-progress__track > div.aq-progress__bar')).not.toBeNull();
  });

  describe('circle', () => {
    it('draws a ring of radius 45 in a 100 viewBox whose dash of 283 is uncovered by the percent', () => {
      const { container, rerender } = render(<Progress variant="circle" value={25} />);
      expect(bar()).toHaveAttribute('data-variant', 'circle');
      expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 100 100');
      const circles = container.querySelectorAll('circle');
      expect(circles).toHaveLength(2);
      for (const circle of circles) expect(circle).toHaveAttribute('r', '45');
      expect(ring(bar())).toHaveAttribute('stroke-dasharray', '283');
      expect(ring(bar())).toHaveAttribute('stroke-dashoffset', '212.25');
      expect(text(bar())).toHaveTextContent(/^25%$/);
      expect(container.querySelector('.aq-progress__track:not(circle)')).toBeNull();

      rerender(<Progress variant="circle" value={100} />);
      expect(ring(bar())).toHaveAttribute('stroke-dashoffset', '0');
      rerender(<Progress variant="circle" value={0} />);
      expect(ring(bar())).toHaveAttribute('stroke-dashoffset', '283');
      rerender(<Progress variant="circle" value={250} />);
      expect(ring(bar())).toHaveAttribute('stroke-dashoffset', '0');
    });
  });

  it('paints the bar in color, through the colour helper', () => {
    render(<Progress color="#52C41A" style={{ marginTop: 4 }} />);
    expect(bar().style.getPropertyValue('--aq-progress-color')).toBe('rgb(82, 196, 26)');
    expect(bar().style.marginTop).toBe('4px');
  });

  itTakesEveryColorSyntax((color) => {
    render(<Progress color={color} />);
    return bar().style.getPropertyValue('--aq-progress-color');
  });

  it.each(INVALID_COLORS)('paints #1890FF for %j, warning once with “%s”', (input, error) => {
    const warn = watchWarnings();
    const { rerender } = render(<Progress color={input} />);
    rerender(<Progress color={input} value={40} />);
    expect(bar().style.getPropertyValue('--aq-progress-color')).toBe('rgb(24, 144, 255)');
    expectOneColorWarning(warn, 'Progress', input, error);
  });

  it.each(['small', 'medium', 'large'] as const)('exposes size="%s" as data-size, for lines and circles', (size) => {
    const { rerender } = render(<Progress size={size} />);
    expect(bar()).toHaveAttribute('data-size', size);
    rerender(<Progress variant="circle" size={size} />);
    expect(bar()).toHaveAttribute('data-size', size);
  });

  it("draws 0.x's size 'default' as any unknown size, medium, warning once that it is 'medium' now", () => {
    const warn = watchWarnings();
    const { rerender } = render(<Progress size={'default' as never} />);
    rerender(<Progress size={'default' as never} value={20} />);
    expect(bar()).toHaveAttribute('data-size', 'medium');
    expect(warn.mock.calls).toEqual([[renamedValueWarning('Progress', 'size', 'default', 'medium')]]);
  });

  it('draws any other size as medium, warning once in development', () => {
    const warn = watchWarnings();
    render(<Progress size={'huge' as never} />);
    expect(bar()).toHaveAttribute('data-size', 'medium');
    expect(warn.mock.calls).toEqual([["Aquila UI: Progress size must be 'small', 'medium' or 'large'; got huge. 'medium' is used."]]);
  });

  it('duration sets the seconds of the transition; negative is 0 and a value that is not a number is the default', () => {
    const { rerender } = render(<Progress duration={2} />);
    const duration = () => bar().style.getPropertyValue('--aq-progress-duration');
    expect(duration()).toBe('2s');
    rerender(<Progress duration={0} />);
    expect(duration()).toBe('0s');
    rerender(<Progress duration={-1} />);
    expect(duration()).toBe('0s');
    rerender(<Progress duration={Number.NaN} />);
    expect(duration()).toBe('0.5s');
  });

  describe('completeLabel', () => {
    it('replaces the percent only at 100 %', () => {
      const { rerender } = render(<Progress value={90} completeLabel={<strong>Uploaded</strong>} />);
      expect(text(bar())).toHaveTextContent(/^90%$/);
      expect(screen.queryByText('Uploaded')).toBeNull();

      rerender(<Progress value={100} completeLabel={<strong>Uploaded</strong>} />);
      expect(text(bar())).toHaveTextContent(/^Uploaded$/);
      expect(screen.getByText('Uploaded').tagName).toBe('STRONG');
      expect(bar()).not.toHaveAttribute('aria-valuetext');

      rerender(<Progress value={100} completeLabel={null} />);
      expect(text(bar())).toHaveTextContent(/^100%$/);
    });

    it('shows at 100 % in the circle too, and a plain-text completeLabel becomes aria-valuetext there', () => {
      const { rerender } = render(<Progress variant="circle" value={75} completeLabel="Done" />);
      expect(text(bar())).toHaveTextContent(/^75%$/);
      expect(bar()).not.toHaveAttribute('aria-valuetext');
      rerender(<Progress variant="circle" value={140} completeLabel="Done" />);
      expect(text(bar())).toHaveTextContent(/^Done$/);
      expect(bar()).toHaveAttribute('aria-valuetext', 'Done');
    });
  });

  describe('format', () => {
    it('is called with the clamped percent and its result shown at every percent', () => {
      const format = vi.fn((percent: number) => <em>{percent / 20} of 5 steps</em>);
      const { rerender } = render(<Progress value={40} format={format} />);
      expect(format).toHaveBeenLastCalledWith(40);
      expect(text(bar())).toHaveTextContent(/^2 of 5 steps$/);
      rerender(<Progress value={180} format={format} />);
      expect(format).toHaveBeenLastCalledWith(100);
      expect(text(bar())).toHaveTextContent(/^5 of 5 steps$/);
    });

    it('gives way to the completeLabel at 100 %', () => {
      const { rerender } = render(<Progress value={60} format={(percent) => `${percent} GB`} completeLabel="Full" />);
      expect(text(bar())).toHaveTextContent(/^60 GB$/);
      rerender(<Progress value={100} format={(percent) => `${percent} GB`} completeLabel="Full" />);
      expect(text(bar())).toHaveTextContent(/^Full$/);
    });

    it('a plain-text result also becomes aria-valuetext, unless the consumer gives their own', () => {
      const { rerender } = render(<Progress value={60} format={(percent) => `${percent / 20} of 5 steps`} />);
      expect(bar()).toHaveAttribute('aria-valuetext', '3 of 5 steps');
      rerender(<Progress value={60} format={() => 'Almost there'} aria-valuetext="60 percent, almost there" />);
      expect(bar()).toHaveAttribute('aria-valuetext', '60 percent, almost there');
      expect(text(bar())).toHaveTextContent('Almost there');
    });

    it('returning null shows no text at all', () => {
      render(<Progress value={40} format={() => null} />);
      expect(text(bar())).toBeNull();
      expect(bar()).toHaveAttribute('aria-valuenow', '40');
    });

    it('works inside the circle too', () => {
      render(<Progress variant="circle" value={75} format={(percent) => `${percent} GB`} />);
      expect(text(bar())).toHaveTextContent(/^75 GB$/);
    });
  });

  it('takes its name from aria-label or aria-labelledby instead of "Progress"', () => {
    const { rerender } = render(<Progress aria-label="Uploading photos" />);
    expect(bar('Uploading photos')).toBeInTheDocument();
    rerender(
      <>
        <span id="file">report.pdf</span>
        <Progress aria-labelledby="file" />
      </>,
    );
    expect(bar('report.pdf')).not.toHaveAttribute('aria-label');
  });

  it('has no axe violations as a line and as a circle', async () => {
    const { container } = render(
      <>
        <Progress value={30} />
        <Progress variant="circle" value={70} size="small" aria-label="Disk" />
        <Progress value={60} format={(percent) => `${percent / 20} of 5 steps`} aria-label="Steps" />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

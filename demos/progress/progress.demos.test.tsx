import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProgressDemo1 from './progress-demo1/progress-demo1';
import ProgressDemo2 from './progress-demo2/progress-demo2';
import ProgressDemo3 from './progress-demo3/progress-demo3';
import ProgressDemo4 from './progress-demo4/progress-demo4';

const color = (progress: HTMLElement) => progress.style.getPropertyValue('--aq-progress-color');
const textOf = (progress: HTMLElement) => progress.querySelector('.aq-progress__text')?.textContent;

describe('progress demos', () => {
  it('demo1 steps the circle by 10 within 0 and 100, blue below 100 and green with a check mark at 100', async () => {
    const user = userEvent.setup();
    render(<ProgressDemo1 />);
    const upload = screen.getByRole('progressbar', { name: 'Upload' });
    const increase = screen.getByRole('button', { name: 'Increase' });
    const decrease = screen.getByRole('button', { name: 'Decrease' });
    expect(upload).toHaveAttribute('data-variant', 'circle');
    expect(upload).toHaveAttribute('aria-valuenow', '30');
    expect(color(upload)).toBe('rgb(24, 144, 255)');

    for (const expected of [40, 50, 60, 70, 80, 90]) {
      await user.click(increase);
      expect(upload).toHaveAttribute('aria-valuenow', String(expected));
      expect(color(upload)).toBe('rgb(24, 144, 255)');
      expect(textOf(upload)).toBe(`${expected}%`);
    }
    await user.click(increase);
    expect(upload).toHaveAttribute('aria-valuenow', '100');
    expect(color(upload)).toBe('rgb(82, 196, 26)');
    expect(upload.querySelector('.progress-demo1__check')).not.toBeNull();
    expect(textOf(upload)).toBe('');
    expect(upload).toHaveAttribute('aria-valuetext', 'Done');
    await user.click(increase);
    expect(upload).toHaveAttribute('aria-valuenow', '100');

    await user.click(decrease);
    expect(upload).toHaveAttribute('aria-valuenow', '90');
    expect(color(upload)).toBe('rgb(24, 144, 255)');
    expect(upload.querySelector('.progress-demo1__check')).toBeNull();
    expect(upload).not.toHaveAttribute('aria-valuetext');
    for (let press = 0; press < 11; press++) await user.click(decrease);
    expect(upload).toHaveAttribute('aria-valuenow', '0');
    expect(textOf(upload)).toBe('0%');
  });

  it('demo2 shows lines at 30, 50, 70, 100 and 60 %, each named by its file', () => {
    render(<ProgressDemo2 />);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['30', '50', '70', '100', '60']);
    expect(bars.every((bar) => bar.dataset.variant === 'line')).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'meeting-notes.txt' })).toHaveAttribute('data-state', 'complete');
    expect(textOf(screen.getByRole('progressbar', { name: 'product-video.mp4' }))).toBe('60%');
  });

  it('demo3 shows the three sizes as lines and as circles', () => {
    render(<ProgressDemo3 />);
    for (const size of ['small', 'medium', 'large']) {
      expect(screen.getByRole('progressbar', { name: `Line, ${size}` })).toHaveAttribute('data-size', size);
      const circle = screen.getByRole('progressbar', { name: `Circle, ${size}` });
      expect(circle).toHaveAttribute('data-size', size);
      expect(circle).toHaveAttribute('data-variant', 'circle');
    }
  });

  it('demo4 formats the text as steps, as content in a circle, and as no text at all', async () => {
    const user = userEvent.setup();
    render(<ProgressDemo4 />);
    const onboarding = screen.getByRole('progressbar', { name: 'Onboarding' });
    expect(textOf(onboarding)).toBe('3 of 5 steps');
    expect(onboarding).toHaveAttribute('aria-valuetext', '3 of 5 steps');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(textOf(onboarding)).toBe('5 of 5 steps');
    expect(onboarding).toHaveAttribute('aria-valuenow', '100');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(textOf(onboarding)).toBe('0 of 5 steps');

    const trial = screen.getByRole('progressbar', { name: 'Free trial' });
    expect(trial).toHaveAttribute('aria-valuenow', '60');
    expect(trial).toHaveAttribute('aria-valuetext', '12 days left');
    expect(textOf(trial)).toBe('12days left');

    const syncing = screen.getByRole('progressbar', { name: 'Syncing' });
    expect(syncing).toHaveAttribute('aria-valuenow', '45');
    expect(syncing.querySelector('.aq-progress__text')).toBeNull();
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <ProgressDemo1 />
        <ProgressDemo2 />
        <ProgressDemo3 />
        <ProgressDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

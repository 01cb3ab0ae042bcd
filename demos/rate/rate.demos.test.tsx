import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RateDemo1 from './rate-demo1/rate-demo1';
import RateDemo2 from './rate-demo2/rate-demo2';
import RateDemo3 from './rate-demo3/rate-demo3';
import RateDemo4 from './rate-demo4/rate-demo4';

const checked = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('radio', { checked: true })
    .map((radio) => radio.getAttribute('aria-label'));

describe('rate demos', () => {
  it('demo1 starts at 3 of 5 and follows clicks and the keyboard', async () => {
    const user = userEvent.setup();
    render(<RateDemo1 />);
    const group = screen.getByRole('radiogroup', { name: 'How useful was this article?' });
    const output = screen.getByRole('status');
    expect(checked(group)).toEqual(['3 stars']);
    expect(output).toHaveTextContent('3 of 5');
    await user.click(within(group).getByRole('radio', { name: '5 stars' }));
    expect(output).toHaveTextContent('5 of 5');
    await user.keyboard('{ArrowLeft}');
    expect(output).toHaveTextContent('4 of 5');
    await user.keyboard('{Delete}');
    expect(output).toHaveTextContent('Not rated');
  });

  it('demo2 clears the clearable rating on a second click and keeps the other one', async () => {
    const user = userEvent.setup();
    render(<RateDemo2 />);
    const clearable = screen.getByRole('radiogroup', { name: 'Clearable (default)' });
    const fixed = screen.getByRole('radiogroup', { name: 'Not clearable' });
    const [clearableOutput, fixedOutput] = screen.getAllByRole('status');

    await user.click(within(clearable).getByRole('radio', { name: '3 stars' }));
    expect(checked(clearable)).toEqual([]);
    expect(clearableOutput).toHaveTextContent('Cleared');

    await user.click(within(fixed).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{Backspace}');
    expect(checked(fixed)).toEqual(['3 stars']);
    expect(fixedOutput).toHaveTextContent('3 of 5');
  });

  it('demo3 paints each rating in its own colour', () => {
    render(<RateDemo3 />);
    const color = (name: string) => screen.getByRole('radiogroup', { name }).style.getPropertyValue('--aq-rate-color');
    expect(color('Spiciness')).toBe('rgb(245, 34, 45)');
    expect(color('Freshness')).toBe('rgb(82, 196, 26)');
    expect(color('Sweetness')).toBe('rgb(138, 44, 226)');
    expect(color('Coolness')).toBe('rgb(30, 144, 255)');
    expect(checked(screen.getByRole('radiogroup', { name: 'Freshness' }))).toEqual(['5 stars']);
    expect(screen.getByText('hsl(271, 76%, 53%)')).toBeInTheDocument();
  });

  it('demo4 names the chosen rating in words and shows the average as a read-only image', async () => {
    const user = userEvent.setup();
    render(<RateDemo4 />);
    const word = screen.getByRole('status');
    expect(word).toHaveTextContent('Not rated yet');
    const yours = screen.getByRole('radiogroup', { name: 'Your rating' });
    await user.click(within(yours).getByRole('radio', { name: '4 stars' }));
    expect(word).toHaveTextContent('Good');
    await user.keyboard('{End}');
    expect(word).toHaveTextContent('Wonderful');
    await user.keyboard('{Home}');
    expect(word).toHaveTextContent('Terrible');

    const average = screen.getByRole('img', { name: 'Average rating: 4 out of 5 stars' });
    expect(average.querySelectorAll('[data-filled]')).toHaveLength(4);
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <RateDemo1 />
        <RateDemo2 />
        <RateDemo3 />
        <RateDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TimelinesDemo1 from './timelines-demo1/timelines-demo1';
import TimelinesDemo2 from './timelines-demo2/timelines-demo2';
import TimelinesDemo3 from './timelines-demo3/timelines-demo3';
import TimelinesDemo4 from './timelines-demo4/timelines-demo4';

const items = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('timelines demos', () => {
  it('demo1 lists the order history in order', () => {
    render(<TimelinesDemo1 />);
    expect(items('Order history').map((item) => item.textContent)).toEqual([
      'Order placed, 2 March',
      'Payment received, 2 March',
      'Packed at the warehouse, 3 March',
      'Handed to the courier, 4 March',
    ]);
  });

  it('demo2 colours each deployment by its outcome', () => {
    render(<TimelinesDemo2 />);
    expect(items('Deployments').map((item) => item.style.getPropertyValue('--aq-timeline-color'))).toEqual([
      'rgb(82, 196, 26)',
      'rgb(82, 196, 26)',
      'rgb(255, 51, 0)',
      'rgb(75, 0, 130)',
      'rgb(158, 158, 158)',
    ]);
    expect(items('Deployments').map((item) => item.hasAttribute('data-tail-color'))).toEqual([true, true, false, false, false]);
  });

  it('demo3 draws icons and a step number instead of dots', () => {
    render(<TimelinesDemo3 />);
    for (const item of items('Onboarding')) expect(item).toHaveAttribute('data-custom-dot', '');
    expect(items('Onboarding')[3].querySelector('.timelines-demo3__step text')).toHaveTextContent('4');
  });

  it('demo4 switches the mode with the radio group, starting with alternate', async () => {
    const user = userEvent.setup();
    render(<TimelinesDemo4 />);
    const timeline = screen.getByRole('list', { name: 'Release history' });
    expect(timeline).toHaveAttribute('data-mode', 'alternate');
    await user.click(screen.getByRole('radio', { name: 'left' }));
    expect(timeline).toHaveAttribute('data-mode', 'left');
    await user.keyboard('{ArrowRight}');
    expect(timeline).toHaveAttribute('data-mode', 'right');
    expect(items('Release history')[0]).toHaveTextContent('2026-01-12Version 1.0 released');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <TimelinesDemo1 />
        <TimelinesDemo2 />
        <TimelinesDemo3 />
        <TimelinesDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

import { act } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TooltipDemo1 from './tooltip-demo1/tooltip-demo1';

describe('tooltip demos', () => {
  it('demo1 shows a tooltip on the matching side of each of the four buttons', async () => {
    const user = userEvent.setup();
    render(<TooltipDemo1 />);
    for (const side of ['top', 'right', 'bottom', 'left']) {
      const button = screen.getByRole('button', { name: side[0].toUpperCase() + side.slice(1) });
      await user.hover(button);
      await act(async () => {});
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toHaveTextContent(`Tooltip on the ${side}`);
      expect(tooltip).toHaveAttribute('data-placement', side);
      expect(button).toHaveAccessibleDescription(`Tooltip on the ${side}`);
      await user.unhover(button);
      expect(screen.queryByRole('tooltip')).toBeNull();
    }
  });

  it('demo1 shows the tooltips on keyboard focus too', async () => {
    const user = userEvent.setup();
    render(<TooltipDemo1 />);
    await user.tab();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Top' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tooltip on the top');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Tooltip on the right');
  });
});

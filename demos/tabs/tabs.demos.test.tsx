import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TabsDemo1 from './tabs-demo1/tabs-demo1';
import TabsDemo2 from './tabs-demo2/tabs-demo2';
import TabsDemo3 from './tabs-demo3/tabs-demo3';
import TabsDemo4 from './tabs-demo4/tabs-demo4';
import TabsDemo5 from './tabs-demo5/tabs-demo5';
import TabsDemo6 from './tabs-demo6/tabs-demo6';

const tab = (name: string) => screen.getByRole('tab', { name });
const tabNames = () => screen.getAllByRole('tab').map((element) => element.textContent);

describe('tabs demos', () => {
  it('demo1 shows the overview first and another panel on click', async () => {
    const user = userEvent.setup();
    render(<TabsDemo1 />);
    expect(screen.getByRole('tablist', { name: 'Trail guide' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('12 km loop');
    await user.click(tab('Weather'));
    expect(screen.getByRole('tabpanel', { name: 'Weather' })).toHaveTextContent('Fog on the ridge');
  });

  it('demo2 aligns the tabs as the radio group says, centred at first', async () => {
    const user = userEvent.setup();
    render(<TabsDemo2 />);
    const group = screen.getByRole('tablist', { name: 'Account' }).closest('[data-align]')!;
    expect(screen.getByRole('radio', { name: 'center' })).toBeChecked();
    expect(group).toHaveAttribute('data-align', 'center');
    await user.click(screen.getByRole('radio', { name: 'end' }));
    expect(group).toHaveAttribute('data-align', 'end');
    await user.click(screen.getByRole('radio', { name: 'start' }));
    expect(group).toHaveAttribute('data-align', 'start');
  });

  it('demo3 adds a tab and selects it, closes tabs, selects the first when the selected one closes, and keeps the last tab', async () => {
    const user = userEvent.setup();
    render(<TabsDemo3 />);
    expect(tabNames()).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    expect(tabNames()).toEqual(['Tab 1', 'Tab 2', 'Tab 3', 'Tab 4']);
    expect(tab('Tab 4')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of tab 4');

    await user.click(screen.getByRole('button', { name: 'Close Tab 4' }));
    expect(tabNames()).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    expect(tab('Tab 1')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Tab 3'));
    await user.click(screen.getByRole('button', { name: 'Close Tab 2' }));
    expect(tab('Tab 3')).toHaveAttribute('aria-selected', 'true');

    await user.click(tab('Tab 3'));
    await user.keyboard('{Delete}');
    expect(tabNames()).toEqual(['Tab 1']);
    expect(tab('Tab 1')).toHaveFocus();
    await user.keyboard('{Delete}');
    await user.click(screen.getByRole('button', { name: 'Close Tab 1' }));
    expect(tabNames()).toEqual(['Tab 1']);

    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    expect(tabNames()).toEqual(['Tab 1', 'Tab 5']);
    expect(tab('Tab 5')).toHaveAttribute('aria-selected', 'true');
  });

  it('demo4 moves the tab list with the radio group, starting on the left', async () => {
    const user = userEvent.setup();
    render(<TabsDemo4 />);
    const list = screen.getByRole('tablist', { name: 'Settings' });
    expect(list).toHaveAttribute('aria-orientation', 'vertical');
    expect(list.closest('[data-placement]')).toHaveAttribute('data-placement', 'left');
    await user.click(screen.getByRole('radio', { name: 'right' }));
    expect(list.closest('[data-placement]')).toHaveAttribute('data-placement', 'right');
    await user.click(screen.getByRole('radio', { name: 'top' }));
    expect(list).toHaveAttribute('aria-orientation', 'horizontal');
  });

  it('demo5 passes the disabled Payment tab by', async () => {
    const user = userEvent.setup();
    render(<TabsDemo5 />);
    expect(tab('Payment')).toBeDisabled();
    await user.click(tab('Shipping'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Review')).toHaveFocus();
    expect(tab('Review')).toHaveAttribute('aria-selected', 'true');
  });

  it('demo6 changes the selected tab from the buttons and reports clicks on the tabs', async () => {
    const user = userEvent.setup();
    render(<TabsDemo6 />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Selected: Details');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(tab('Address')).toHaveAttribute('aria-selected', 'true');
    expect(status).toHaveTextContent('Selected: Address');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Step 3 of 3: confirm.');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(tab('Details'));
    expect(status).toHaveTextContent('Selected: Details');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <TabsDemo1 />
        <TabsDemo2 />
        <TabsDemo3 />
        <TabsDemo4 />
        <TabsDemo5 />
        <TabsDemo6 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

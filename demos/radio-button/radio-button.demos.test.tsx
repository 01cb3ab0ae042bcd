import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RadioButtonDemo1 from './radio-button-demo1/radio-button-demo1';
import RadioButtonDemo2 from './radio-button-demo2/radio-button-demo2';
import RadioButtonDemo3 from './radio-button-demo3/radio-button-demo3';
import RadioButtonDemo4 from './radio-button-demo4/radio-button-demo4';

describe('radio button demos', () => {
  it('demo1 starts on Team and follows clicks and arrow keys', async () => {
    const user = userEvent.setup();
    render(<RadioButtonDemo1 />);
    const group = screen.getByRole('radiogroup', { name: 'Plan' });
    expect(within(group).getByRole('radio', { name: 'Team' })).toBeChecked();
    expect(screen.getByText('Chosen: team')).toBeVisible();
    await user.click(within(group).getByRole('radio', { name: 'Enterprise' }));
    expect(screen.getByText('Chosen: enterprise')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Chosen: free')).toBeVisible();
  });

  it('demo2 shows the sizes and colours', () => {
    render(<RadioButtonDemo2 />);
    const sizes = within(screen.getByRole('radiogroup', { name: 'Sizes' }));
    const px = (name: string) => sizes.getByRole('radio', { name }).closest('label')!.style.getPropertyValue('--aq-radio-size');
    expect([px('Small'), px('Medium'), px('Large'), px('24 px')]).toEqual(['14px', '18px', '22px', '24px']);
    const colours = within(screen.getByRole('radiogroup', { name: 'Colours' }));
    expect(colours.getByRole('radio', { name: '#FF3300' })).toBeChecked();
    expect(colours.getByRole('radio', { name: 'indigo' }).closest('label')!.style.getPropertyValue('--aq-radio-color')).toBe(
      'rgb(75, 0, 130)',
    );
  });

  it('demo3 disables one button, and a whole group', () => {
    render(<RadioButtonDemo3 />);
    expect(screen.getByRole('radio', { name: 'Express (sold out)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeEnabled();
    for (const radio of within(screen.getByRole('radiogroup', { name: 'Payment' })).getAllByRole('radio'))
      expect(radio).toBeDisabled();
    // Its green is not written while disabled, so the stylesheet's grey shows.
    expect(screen.getByRole('radio', { name: 'Card' }).closest('label')!.style.getPropertyValue('--aq-radio-color')).toBe('');
  });

  it('demo4 lists one onChange call per choice, none for the chosen button or for Reset', async () => {
    const user = userEvent.setup();
    render(<RadioButtonDemo4 />);
    const calls = () => screen.getByLabelText('Calls').textContent;
    expect(calls()).toBe('Choose a colour');
    await user.click(screen.getByRole('radio', { name: 'Blue' }));
    expect(calls()).toBe('Choose a colour');
    await user.click(screen.getByText('Red'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
    expect(calls()).toBe('onChange("green")\nonChange("red")');
    await user.click(screen.getByRole('button', { name: 'Reset to blue' }));
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(calls()).toBe('onChange("green")\nonChange("red")');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <RadioButtonDemo1 />
        <RadioButtonDemo2 />
        <RadioButtonDemo3 />
        <RadioButtonDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

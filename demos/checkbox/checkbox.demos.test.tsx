import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckboxDemo1 from './checkbox-demo1/checkbox-demo1';
import CheckboxDemo2 from './checkbox-demo2/checkbox-demo2';
import CheckboxDemo3 from './checkbox-demo3/checkbox-demo3';
import CheckboxDemo4 from './checkbox-demo4/checkbox-demo4';
import { TASKS, toggleAll } from './checkbox-demo4/tasks';
import CheckboxDemo5 from './checkbox-demo5/checkbox-demo5';

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('checkbox demos', () => {
  it('demo1 says what "Remember me" does, and shows the four sizes', async () => {
    const user = userEvent.setup();
    render(<CheckboxDemo1 />);
    expect(screen.getByText('You will be signed out when you close the browser.')).toBeVisible();
    await user.click(box('Remember me'));
    expect(screen.getByText('You will stay signed in.')).toBeVisible();

    const sizes = within(screen.getByRole('group', { name: 'Sizes' }));
    const px = (name: string) => sizes.getByRole('checkbox', { name }).closest('label')!.style.getPropertyValue('--aq-checkbox-size');
    expect([px('Small'), px('Medium'), px('Large'), px('24 px')]).toEqual(['14px', '18px', '22px', '24px']);
  });

  it('demo2 shows disabled boxes in each state', () => {
    render(<CheckboxDemo2 />);
    expect(box('Unchecked')).toBeDisabled();
    expect(box('Checked')).toBeChecked();
    expect(box('Checked')).toBeDisabled();
    expect(box('Indeterminate')).toBePartiallyChecked();
    expect(box('Checked, red when enabled')).toBeDisabled();
    expect(box('Checked, red when enabled').closest('label')!.style.getPropertyValue('--aq-checkbox-color')).toBe('');
  });

  it('demo3 fills each box with its colour', () => {
    render(<CheckboxDemo3 />);
    const colour = (name: string) => box(name).closest('label')!.style.getPropertyValue('--aq-checkbox-color');
    expect(colour('#FF3300')).toBe('rgb(255, 51, 0)');
    expect(colour('indigo')).toBe('rgb(75, 0, 130)');
    expect(colour('rgb(82, 196, 26)')).toBe('rgb(82, 196, 26)');
  });

  it('demo4 starts mixed, checks every task from the parent, clears them, and follows the children', async () => {
    const user = userEvent.setup();
    render(<CheckboxDemo4 />);
    const parent = box('All tasks');
    expect(parent).toBePartiallyChecked();
    expect(screen.getByText('Value: ["Review the design"]')).toBeVisible();

    await user.click(parent);
    expect(parent).toBeChecked();
    for (const task of TASKS) expect(box(task.name)).toBeChecked();

    await user.click(parent);
    expect(parent).not.toBeChecked();
    for (const task of TASKS) expect(box(task.name)).not.toBeChecked();
    expect(screen.getByText('Value: []')).toBeVisible();

    await user.click(box('Write the brief'));
    expect(parent).toBePartiallyChecked();
    await user.click(box('Review the design'));
    await user.click(box('Ship the release'));
    expect(parent).toBeChecked();
    expect(parent).not.toBePartiallyChecked();
  });

  it('demo4 ignores a request to clear the parent while it is mixed, and applies one to check it', () => {
    expect(toggleAll(['Write the brief'], false)).toEqual(['Write the brief']);
    expect(toggleAll(['Write the brief'], true)).toEqual(TASKS.map((task) => task.name));
    expect(
      toggleAll(
        TASKS.map((task) => task.name),
        false,
      ),
    ).toEqual([]);
    expect(toggleAll([], true)).toEqual(TASKS.map((task) => task.name));
  });

  it('demo5 sets every item from the parent and counts the basket', async () => {
    const user = userEvent.setup();
    render(<CheckboxDemo5 />);
    const parent = box('Shopping list');
    expect(parent).toBePartiallyChecked();
    expect(screen.getByText('1 of 3 in the basket')).toBeVisible();

    await user.click(parent);
    expect(screen.getByText('3 of 3 in the basket')).toBeVisible();
    expect(box('Milk')).toBeChecked();

    await user.click(box('Apples'));
    expect(parent).toBePartiallyChecked();
    await user.click(parent);
    expect(box('Apples')).toBeChecked();
    await user.click(parent);
    expect(screen.getByText('0 of 3 in the basket')).toBeVisible();
    expect(parent).not.toBePartiallyChecked();
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <CheckboxDemo1 />
        <CheckboxDemo2 />
        <CheckboxDemo3 />
        <CheckboxDemo4 />
        <CheckboxDemo5 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

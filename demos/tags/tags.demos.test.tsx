import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TagsDemo1 from './tags-demo1/tags-demo1';
import TagsDemo2 from './tags-demo2/tags-demo2';
import TagsDemo3 from './tags-demo3/tags-demo3';
import TagsDemo4 from './tags-demo4/tags-demo4';

const tagOf = (text: string) => screen.getByText(text).closest('.aq-tag') as HTMLElement;

describe('tags demos', () => {
  it('demo1 shows bordered, unbordered, coloured and pair tags', () => {
    render(<TagsDemo1 />);
    expect(tagOf('Design')).toHaveAttribute('data-bordered', '');
    expect(tagOf('No border')).not.toHaveAttribute('data-bordered');
    expect(tagOf('Released').style.getPropertyValue('--aq-tag-fill')).toBe('rgb(82, 196, 26)');
    expect(tagOf('Dark pair').style.getPropertyValue('--aq-tag-text-on-light')).toBe('rgb(255, 255, 255)');
  });

  it('demo2 removes topics but refuses to remove the last one', async () => {
    const user = userEvent.setup();
    render(<TagsDemo2 />);
    await user.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(screen.queryByText('React')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('React removed.');
    await user.click(screen.getByRole('button', { name: 'Remove TypeScript' }));
    await user.click(screen.getByRole('button', { name: 'Remove Sass' }));
    expect(screen.getByText('Sass')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Keep at least one topic.');
    await user.click(screen.getByRole('checkbox', { name: 'Subscribed' }));
    expect(screen.getByRole('checkbox', { name: 'Subscribed' })).not.toBeChecked();
  });

  it('demo3 recolours the tags from the radio group', async () => {
    const user = userEvent.setup();
    render(<TagsDemo3 />);
    expect(tagOf('Default').style.getPropertyValue('--aq-tag-fill')).toBe('rgb(24, 144, 255)');
    await user.click(screen.getByRole('radio', { name: 'indigo' }));
    for (const text of ['Default', 'Closeable', 'Checked'])
      expect(tagOf(text).style.getPropertyValue('--aq-tag-fill')).toBe('rgb(75, 0, 130)');
    await user.click(screen.getByRole('button', { name: 'Remove Closeable' }));
    expect(screen.getByText('Closeable')).toBeVisible();
  });

  it('demo4 filters by the checked categories', async () => {
    const user = userEvent.setup();
    render(<TagsDemo4 />);
    expect(screen.getByText('Showing: Books')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Music' }));
    expect(screen.getByText('Showing: Books, Music')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Books' }));
    await user.click(screen.getByRole('checkbox', { name: 'Music' }));
    expect(screen.getByText('Showing: everything')).toBeVisible();
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <TagsDemo1 />
        <TagsDemo2 />
        <TagsDemo3 />
        <TagsDemo4 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

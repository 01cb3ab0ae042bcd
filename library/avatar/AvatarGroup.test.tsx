import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { Avatar } from './Avatar.tsx';
import { AvatarGroup } from './AvatarGroup.tsx';

const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Katherine Johnson', 'Linus Torvalds'];

function Team(props: { maxCount?: number; ngxSize?: 'small' | 'large' | number }) {
  return (
    <AvatarGroup aria-label="Team" {...props}>
      {people.map((name) => (
        <Avatar key={name} ngxText={name} />
      ))}
    </AvatarGroup>
  );
}

describe('AvatarGroup', () => {
  itConforms(AvatarGroup, { props: { children: <Avatar ngxText="Ada" /> }, element: 'div' });

  it('renders every avatar in a group when maxCount is not set', () => {
    render(<Team />);
    const group = screen.getByRole('group', { name: 'Team' });
    expect(within(group).getAllByRole('img')).toHaveLength(5);
    expect(within(group).queryByRole('img', { name: /more$/ })).toBeNull();
  });

  it('shows maxCount avatars and a "+N" counter for the rest', () => {
    render(<Team maxCount={3} />);
    const group = screen.getByRole('group', { name: 'Team' });
    expect(within(group).getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(group).getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(group).queryByRole('img', { name: 'Katherine Johnson' })).toBeNull();
    const counter = within(group).getByRole('img', { name: '2 more' });
    expect(counter).toHaveTextContent('+2');
    expect(group.lastElementChild).toBe(counter);
  });

  it('shows no counter when everyone fits', () => {
    render(<Team maxCount={5} />);
    expect(screen.queryByRole('img', { name: /more$/ })).toBeNull();
  });

  it('shows only the counter with maxCount 0', () => {
    render(<Team maxCount={0} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '5 more' })).toHaveTextContent('+5');
  });

  it('gives its size to the avatars and the counter, unless an avatar sets its own', () => {
    render(
      <AvatarGroup ngxSize="large" maxCount={2}>
        <Avatar ngxText="Ada" />
        <Avatar ngxText="Bob" ngxSize="small" />
        <Avatar ngxText="Cy" />
      </AvatarGroup>,
    );
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('data-size', 'large');
    expect(screen.getByRole('img', { name: 'Bob' })).toHaveAttribute('data-size', 'small');
    expect(screen.getByRole('img', { name: '1 more' })).toHaveAttribute('data-size', 'large');
  });

  it("defaults the avatars' size to 'default' and accepts pixels", () => {
    const { rerender } = render(<Team maxCount={1} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('data-size', 'default');
    rerender(<Team maxCount={1} ngxSize={56} />);
    expect(screen.getByRole('img', { name: '4 more' }).style.getPropertyValue('--aq-avatar-size')).toBe('56px');
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).style.getPropertyValue('--aq-avatar-size')).toBe('56px');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Team maxCount={2} />);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

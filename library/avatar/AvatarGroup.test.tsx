import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { watchWarnings } from '../../tests/unit/warnings.ts';
import { renamedValueWarning } from '../core/renamedProps.ts';
import { Avatar } from './Avatar.tsx';
import { AvatarGroup } from './AvatarGroup.tsx';

const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Katherine Johnson', 'Linus Torvalds'];

function Team(props: { max?: number; size?: 'small' | 'large' | number }) {
  return (
    <AvatarGroup aria-label="Team" {...props}>
      {people.map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </AvatarGroup>
  );
}

describe('AvatarGroup', () => {
  itConforms(AvatarGroup, { props: { children: <Avatar name="Ada" /> }, element: 'div' });
  itWarnsOfItsZeroXNames('AvatarGroup', (props) => <Team {...props} />);

  it('renders every avatar in a group when max is not set', () => {
    render(<Team />);
    const group = screen.getByRole('group', { name: 'Team' });
    expect(within(group).getAllByRole('img')).toHaveLength(5);
    expect(within(group).queryByRole('img', { name: /more$/ })).toBeNull();
  });

  it('shows max avatars and a "+N" counter for the rest', () => {
    render(<Team max={3} />);
    const group = screen.getByRole('group', { name: 'Team' });
    expect(within(group).getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(group).getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(group).queryByRole('img', { name: 'Katherine Johnson' })).toBeNull();
    const counter = within(group).getByRole('img', { name: '2 more' });
    expect(counter).toHaveTextContent('+2');
    expect(group.lastElementChild).toBe(counter);
  });

  it('shows no counter when everyone fits', () => {
    render(<Team max={5} />);
    expect(screen.queryByRole('img', { name: /more$/ })).toBeNull();
  });

  it('shows only the counter with max 0', () => {
    render(<Team max={0} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img', { name: '5 more' })).toHaveTextContent('+5');
  });

  it('gives its size to the avatars and the counter, unless an avatar sets its own', () => {
    render(
      <AvatarGroup size="large" max={2}>
        <Avatar name="Ada" />
        <Avatar name="Bob" size="small" />
        <Avatar name="Cy" />
      </AvatarGroup>,
    );
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('data-size', 'large');
    expect(screen.getByRole('img', { name: 'Bob' })).toHaveAttribute('data-size', 'small');
    expect(screen.getByRole('img', { name: '1 more' })).toHaveAttribute('data-size', 'large');
  });

  it("defaults the avatars' size to 'medium' and accepts pixels", () => {
    const { rerender } = render(<Team max={1} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('data-size', 'medium');
    rerender(<Team max={1} size={56} />);
    expect(screen.getByRole('img', { name: '4 more' }).style.getPropertyValue('--aq-avatar-size')).toBe('56px');
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).style.getPropertyValue('--aq-avatar-size')).toBe('56px');
  });

  it("draws 0.x's 'default' as medium, the group warning once of it and its avatars not at all", () => {
    const warn = watchWarnings();
    render(<Team max={1} size={'default' as never} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('data-size', 'medium');
    expect(screen.getByRole('img', { name: '4 more' })).toHaveAttribute('data-size', 'medium');
    expect(warn.mock.calls).toEqual([[renamedValueWarning('AvatarGroup', 'size', 'default', 'medium')]]);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Team max={2} />);
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

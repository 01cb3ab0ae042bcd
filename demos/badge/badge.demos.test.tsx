import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BadgeDemo1 from './badge-demo1/badge-demo1';
import BadgeDemo2 from './badge-demo2/badge-demo2';
import BadgeDemo3 from './badge-demo3/badge-demo3';
import BadgeDemo4 from './badge-demo4/badge-demo4';
import BadgeDemo5 from './badge-demo5/badge-demo5';
import BadgeDemo6 from './badge-demo6/badge-demo6';
import BadgeDemo7 from './badge-demo7/badge-demo7';

/** The badge wrapper around the avatar of this name. */
const badgeOf = (name: string) => screen.getByRole('img', { name }).closest('.aq-badge') as HTMLElement;
const countOf = (name: string) => badgeOf(name).querySelector('.aq-badge__count');

describe('badge demos', () => {
  it('demo1 puts a count on each avatar', () => {
    render(<BadgeDemo1 />);
    expect(countOf('Ana López')).toHaveTextContent('1');
    expect(countOf('Bruno Díaz')).toHaveTextContent('5');
    expect(countOf('Carla Ruiz')).toHaveTextContent('12');
  });

  it('demo2 hides and shows the badge with the switch, and keeps counting while hidden', async () => {
    const user = userEvent.setup();
    render(<BadgeDemo2 />);
    expect(countOf('Ana López')).toHaveTextContent('3');
    await user.click(screen.getByRole('switch', { name: 'Show badge' }));
    expect(countOf('Ana López')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a message' }));
    await user.click(screen.getByRole('switch', { name: 'Show badge' }));
    expect(countOf('Ana López')).toHaveTextContent('4');
  });

  it('demo3 colours the badges, with a readable text colour or the one given', () => {
    render(<BadgeDemo3 />);
    expect(badgeOf('Indigo').style.getPropertyValue('--aq-badge-color')).toBe('rgb(75, 0, 130)');
    expect(badgeOf('Indigo').style.getPropertyValue('--aq-badge-text')).toBe('#ffffff');
    expect(badgeOf('Yellow pair').style.getPropertyValue('--aq-badge-text')).toBe('rgb(97, 71, 0)');
  });

  it('demo4 shows the three sizes', () => {
    render(<BadgeDemo4 />);
    expect(['Small', 'Medium', 'Large'].map((name) => badgeOf(name).style.getPropertyValue('--aq-badge-size'))).toEqual([
      '20px',
      '24px',
      '28px',
    ]);
  });

  it('demo5 shows both placements', () => {
    render(<BadgeDemo5 />);
    expect(badgeOf('Before')).toHaveAttribute('data-placement', 'before');
    expect(badgeOf('After')).toHaveAttribute('data-placement', 'after');
  });

  it('demo6 caps the counts at max', () => {
    render(<BadgeDemo6 />);
    expect(countOf('Ninety nine')).toHaveTextContent(/^99$/);
    expect(countOf('One hundred')).toHaveTextContent('99+');
    expect(countOf('Twelve')).toHaveTextContent('9+');
    expect(countOf('Many')).toHaveTextContent('999+');
  });

  it('demo7 badges a button, a named icon and text', () => {
    render(<BadgeDemo7 />);
    expect(screen.getByRole('button', { name: 'Inbox' }).closest('.aq-badge')).toHaveTextContent('Inbox7');
    expect(screen.getByRole('img', { name: 'Notifications: 3 new' })).toHaveTextContent('3');
    expect(screen.getByText('Pull requests').closest('.aq-badge')).toHaveTextContent('Pull requests42');
  });

  it('the demos have no axe violations', async () => {
    const { container } = render(
      <>
        <BadgeDemo1 />
        <BadgeDemo2 />
        <BadgeDemo3 />
        <BadgeDemo4 />
        <BadgeDemo5 />
        <BadgeDemo6 />
        <BadgeDemo7 />
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

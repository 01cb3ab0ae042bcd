import { existsSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import AvatarDemo1 from './avatar-demo1/avatar-demo1';
import AvatarDemo2 from './avatar-demo2/avatar-demo2';
import AvatarDemo3 from './avatar-demo3/avatar-demo3';

describe('avatar demos', () => {
  it('demo1 shows each size with a picture and with initials', () => {
    render(<AvatarDemo1 />);
    const pictures = screen.getAllByRole('img', { name: 'Lucía Fernández' });
    const initials = screen.getAllByRole('img', { name: 'Mateo Rossi' });
    expect(pictures.map((image) => image.getAttribute('src'))).toEqual(Array(4).fill('/assets/images/avatars/lucia.svg'));
    expect(initials.map((avatar) => avatar.getAttribute('data-size'))).toEqual(['small', 'medium', 'large', null]);
    expect(initials[3].style.getPropertyValue('--aq-avatar-size')).toBe('56px');
    expect(initials[0]).toHaveTextContent('MR');
  });

  it('demo2 shows pictures, initials, and initials for a picture that fails to load', () => {
    render(<AvatarDemo2 />);
    const user = (name: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name))!;
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(user('Aiko Tanaka').querySelector('img')).toHaveAttribute('src', '/assets/images/avatars/aiko.svg');
    expect(user('Sofia Lindqvist')).toHaveTextContent(/^SLSofia Lindqvist$/);

    const broken = user('Noah Becker').querySelector('img')!;
    expect(broken).toHaveAttribute('src', 'data:image/png;base64,');
    fireEvent.error(broken);
    expect(user('Noah Becker').querySelector('img')).toBeNull();
    expect(user('Noah Becker')).toHaveTextContent(/^NBNoah Becker$/);
  });

  it('demo2 asks only for pictures that exist: the one that fails is an empty data URL, not a missing file', () => {
    render(<AvatarDemo2 />);
    const sources = screen
      .getAllByRole('listitem')
      .flatMap((item) => [...item.querySelectorAll('img')].map((image) => image.getAttribute('src')!));
    const files = sources.filter((src) => !src.startsWith('data:'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((src) => !existsSync(path.resolve('public', src.replace(/^\//, ''))))).toEqual([]);
    expect(sources.filter((src) => src.startsWith('data:'))).toEqual(['data:image/png;base64,']);
  });

  it('demo3 shows the whole team, then four and a "+3" counter', () => {
    render(<AvatarDemo3 />);
    expect(within(screen.getByRole('group', { name: 'Whole team' })).getAllByRole('img')).toHaveLength(7);
    const firstFour = screen.getByRole('group', { name: 'Team, first four' });
    expect(within(firstFour).getAllByRole('img')).toHaveLength(5);
    expect(within(firstFour).getByRole('img', { name: '3 more' })).toHaveTextContent('+3');
    expect(within(firstFour).queryByRole('img', { name: 'Amara Okafor' })).toBeNull();
  });
});

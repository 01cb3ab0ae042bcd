import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { COMPONENTS } from '../../data/components';
import { OverviewPage } from './OverviewPage';

describe('OverviewPage', () => {
  it('counts the components that have a page, the image cropper among them, not beside them', () => {
    render(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    expect(COMPONENTS.some((entry) => entry.path === 'image-cropper')).toBe(true);
    const tagline = screen.getByText(/A React and TypeScript component library/);
    expect(tagline).toHaveTextContent(`— ${COMPONENTS.length} components, from a button to a date picker and an image cropper —`);
    expect(tagline).not.toHaveTextContent('components and an image cropper');
  });

  it('names the avatar group of its sample', () => {
    render(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: 'Some pioneers of computing' });
    expect(
      within(group)
        .getAllByRole('img')
        .map((avatar) => avatar.textContent),
    ).toEqual(['AL', 'GH', 'AT', 'KJ']);
  });
});

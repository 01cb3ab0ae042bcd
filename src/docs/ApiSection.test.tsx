import { screen, within } from '@testing-library/react';
import ApiSection from './ApiSection';
import { definePage } from '../demo-model/doc-page';
import type { ComponentApi } from './api-types';
import { renderAt } from '../../tests/unit/router';

const BUTTON: ComponentApi = {
  name: 'Button',
  description: '',
  rows: ['size', 'disabled'].map((property) => ({
    property,
    description: 'A prop.',
    type: 'string',
    default: '-',
    required: false,
  })),
};

vi.mock('./useApiDocs', () => ({ useApiDocs: (names: string[]) => (names.includes('Button') ? [BUTTON] : []) }));

const page = definePage({
  title: 'Button',
  description: '',
  imports: ['Button'],
  entry: 'button',
  demos: [],
  api: ['Button'],
  keyboard: [
    { keys: 'Enter', action: 'Presses it' },
    { keys: 'Space', action: 'Presses it too' },
  ],
});

const renderSectionAt = (url: string) => renderAt(url, <ApiSection page={page} />);

describe('ApiSection', () => {
  it('highlights the API row the URL fragment names', () => {
    renderSectionAt('/components/button#api-Button-disabled');
    const table = screen.getByRole('table', { name: 'Button' });
    expect(
      within(table)
        .getAllByRole('row')
        .filter((row) => row.hasAttribute('data-targeted')),
    ).toEqual([document.getElementById('api-Button-disabled')]);
  });

  it('highlights the keyboard row the URL fragment names', () => {
    renderSectionAt('/components/button#keyboard-1');
    expect(document.getElementById('keyboard-1')).toHaveAttribute('data-targeted');
    expect(document.querySelectorAll('[data-targeted]')).toHaveLength(1);
  });

  it('highlights nothing without a fragment', () => {
    renderSectionAt('/components/button');
    expect(screen.getAllByRole('row').length).toBeGreaterThan(4);
    expect(document.querySelectorAll('[data-targeted]')).toHaveLength(0);
  });
});

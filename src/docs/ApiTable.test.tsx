import { render, screen } from '@testing-library/react';
import { ApiTable } from './ApiTable';

describe('ApiTable', () => {
  it('sets backticked names in a description as code, without the backticks', () => {
    render(
      <ApiTable
        api={{
          name: 'Example',
          description: '',
          rows: [
            {
              property: 'onClose',
              description: 'Call `event.preventDefault()` to keep it.',
              type: '() => void',
              default: '-',
              required: false,
            },
          ],
        }}
      />,
    );
    const cell = screen.getByRole('cell', { name: 'Call event.preventDefault() to keep it.' });
    expect(cell.querySelector('code')).toHaveTextContent(/^event\.preventDefault\(\)$/);
    expect(cell).not.toHaveTextContent('`');
  });
});

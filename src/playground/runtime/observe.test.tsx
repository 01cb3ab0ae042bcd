import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withObserved } from './observe';

function Counter({ onIncrement, label }: { onIncrement?: (by: number) => void; label: string }) {
  return (
    <button type="button" onClick={() => onIncrement?.(2)}>
      {label}
    </button>
  );
}

describe('withObserved', () => {
  it('reports a callback prop as it fires, with its arguments, and still calls the one the code gave', async () => {
    const report = vi.fn();
    const given = vi.fn();
    const modules = withObserved({ 'aquila-ui': { Counter }, 'aquila-ui/counter': { Counter }, react: {} }, 'Counter', report);
    const Observed = (modules['aquila-ui/counter'] as { Counter: typeof Counter }).Counter;
    expect((modules['aquila-ui'] as { Counter: typeof Counter }).Counter).toBe(Observed);
    render(<Observed label="Add" onIncrement={given} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(report).toHaveBeenCalledWith('onIncrement', [2]);
    expect(given).toHaveBeenCalledWith(2);
  });

  it('adds no callback the code left out', async () => {
    const report = vi.fn();
    const { Counter: Observed } = withObserved({ 'aquila-ui': { Counter } }, 'Counter', report)['aquila-ui'] as {
      Counter: typeof Counter;
    };
    render(<Observed label="Add" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(report).not.toHaveBeenCalled();
  });

  it('leaves modules without the component as they were', () => {
    const other = { Tag: () => null };
    expect(withObserved({ 'aquila-ui/tag': other }, 'Counter', vi.fn())['aquila-ui/tag']).toBe(other);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTabListKeys } from './useTabListKeys';

function Tabs() {
  const keys = ['a', 'b', 'c'] as const;
  const [active, setActive] = useState<(typeof keys)[number]>('a');
  const { onKeyDown, tabRef } = useTabListKeys(keys, active, setActive);
  return (
    <div role="tablist" onKeyDown={onKeyDown}>
      {keys.map((key) => (
        <button key={key} ref={tabRef(key)} role="tab" aria-selected={key === active} tabIndex={key === active ? 0 : -1}>
          {key}
        </button>
      ))}
    </div>
  );
}

describe('useTabListKeys', () => {
  it('moves and selects with the arrows (wrapping), Home and End, focusing the tab it lands on', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    const selected = () => screen.getByRole('tab', { selected: true });
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toHaveTextContent('c');
    expect(selected()).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toHaveTextContent('a');
    await user.keyboard('{End}');
    expect(selected()).toHaveTextContent('c');
    await user.keyboard('{Home}');
    expect(selected()).toHaveTextContent('a');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('a');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fr } from '../locales/fr/index.ts';
import { AquilaProvider } from '../provider/index.ts';
import { Tab } from './Tab.tsx';
import { Tabs, type TabsProps } from './Tabs.tsx';

const tab = (name: string) => screen.getByRole('tab', { name });

function Seasons(props: TabsProps) {
  return (
    <Tabs tabListLabel="Seasons" {...props}>
      <Tab label="Spring">Blossom.</Tab>
      <Tab label="Summer">Heat.</Tab>
      <Tab label="Autumn">Leaves.</Tab>
    </Tabs>
  );
}

describe('Tabs in a reading direction', () => {
  it('moves to the next tab with ArrowLeft right to left, and back with ArrowRight', async () => {
    const user = userEvent.setup();
    render(
      <AquilaProvider dir="rtl">
        <Seasons />
      </AquilaProvider>,
    );
    await user.click(tab('Spring'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Summer')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Summer')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Spring')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Autumn')).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps ArrowRight as next left to right', async () => {
    const user = userEvent.setup();
    render(<Seasons />);
    await user.click(tab('Spring'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Summer')).toHaveAttribute('aria-selected', 'true');
  });

  it('lays the tab list out in the provider’s direction', () => {
    render(
      <AquilaProvider dir="rtl">
        <Seasons />
      </AquilaProvider>,
    );
    expect(screen.getByRole('tablist', { name: 'Seasons' }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('names close buttons from the provider’s catalogue unless closeLabel says otherwise', () => {
    const { rerender } = render(
      <AquilaProvider locale="fr" messages={fr}>
        <Seasons mode="closeable" />
      </AquilaProvider>,
    );
    expect(screen.getByRole('button', { name: 'Fermer Spring' })).toBeInTheDocument();
    rerender(
      <AquilaProvider locale="fr" messages={fr}>
        <Seasons mode="closeable" closeLabel="Retirer" />
      </AquilaProvider>,
    );
    expect(screen.getByRole('button', { name: 'Retirer Spring' })).toBeInTheDocument();
  });
});

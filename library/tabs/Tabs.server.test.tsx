import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Tab } from './Tab.tsx';
import { Tabs, type TabsProps } from './Tabs.tsx';

function Trail(props: TabsProps) {
  return (
    <Tabs tabListLabel="Trail guide" {...props}>
      <Tab label="Overview">Nine kilometres along the ridge.</Tab>
      <Tab label="Getting there">Bus 42 to the last stop.</Tab>
      <Tab label="Weather" disabled>
        Check before you go.
      </Tab>
    </Tabs>
  );
}

/** The markup the server sends, parsed into a container as the browser would. */
function serverRendered(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

const idsIn = (container: HTMLElement, selector: string, attribute: string) =>
  [...container.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Tabs rendered on the server', () => {
  it('sends the tab list and the selected panel’s content, each tab controlling a panel that is there', () => {
    const container = serverRendered(<Trail />);
    const view = within(container);
    expect(view.getByRole('tablist', { name: 'Trail guide' })).toBeTruthy();
    expect(view.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Getting there', 'Weather']);
    expect(view.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect((view.getByRole('tab', { name: 'Weather' }) as HTMLButtonElement).disabled).toBe(true);
    expect(container.textContent).toContain('Nine kilometres along the ridge.');
    expect(container.textContent).not.toContain('Bus 42');
    expect(idsIn(container, '[role="tab"]', 'aria-controls')).toEqual(idsIn(container, '[role="tabpanel"]', 'id'));
  });

  it('selects on the server as in the browser: the default value (an index here), and past a disabled tab', () => {
    expect(serverRendered(<Trail defaultValue={1} />).textContent).toContain('Bus 42 to the last stop.');
    const pastDisabled = serverRendered(<Trail value={2} onValueChange={() => {}} />);
    expect(within(pastDisabled).getByRole('tab', { name: 'Getting there' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends the tab its value names, and hydrates it without a mismatch or a report', async () => {
    const onValueChange = vi.fn();
    const page = () => (
      <Tabs tabListLabel="Trail guide" defaultValue="weather" onValueChange={onValueChange}>
        <Tab value="overview" label="Overview">
          Nine kilometres along the ridge.
        </Tab>
        <Tab value="weather" label="Weather">
          Check before you go.
        </Tab>
      </Tabs>
    );
    const container = serverRendered(page());
    expect(container.textContent).toContain('Check before you go.');
    expect(container.textContent).not.toContain('Nine kilometres');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('sends a closeable group’s close buttons unplaced (its stylesheet hides them) until the script places them', async () => {
    const container = serverRendered(<Trail mode="closeable" />);
    const closeButtons = () => [...container.querySelectorAll<HTMLElement>('.aq-tabs__close')];
    expect(closeButtons()).toHaveLength(3);
    expect(closeButtons().some((button) => 'placed' in button.dataset)).toBe(false);
    await act(async () => {
      hydrateRoot(container, <Trail mode="closeable" />);
    });
    expect(closeButtons().every((button) => 'placed' in button.dataset)).toBe(true);
  });

  it('hydrates without a mismatch and then works as ever: arrows select, Tab goes on to the panel', async () => {
    const container = serverRendered(<Trail />);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Trail />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Getting there' }).getAttribute('aria-selected')).toBe('true');
    expect(container.textContent).toContain('Bus 42 to the last stop.');
    // The disabled last tab is skipped: the arrow wraps to the first.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Tabs added after the first render', () => {
  function Growing() {
    const [names, setNames] = useState(['B', 'C']);
    return (
      <>
        <button type="button" onClick={() => setNames((current) => ['A', ...current])}>
          Add before
        </button>
        <button type="button" onClick={() => setNames((current) => [...current, 'D'])}>
          Add after
        </button>
        <Tabs defaultValue="C">
          {names.map((name) => (
            <Tab key={name} value={name} label={name}>
              {name} panel
            </Tab>
          ))}
        </Tabs>
      </>
    );
  }

  it('get ids of their own, never one a mounted tab holds, and the selection stays on its tab', async () => {
    const user = userEvent.setup();
    render(<Growing />);
    expect(screen.getByRole('tab', { name: 'C' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add before' }));
    await user.click(screen.getByRole('button', { name: 'Add after' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['A', 'B', 'C', 'D']);
    const panelIds = screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-controls'));
    expect(new Set(panelIds).size).toBe(4);
    expect(screen.getByRole('tab', { name: 'C' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('C panel')).toBeTruthy();
  });
});

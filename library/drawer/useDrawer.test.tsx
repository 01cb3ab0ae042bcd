import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawerAnimation, mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { DrawerHost } from './DrawerHost.tsx';
import { useDrawer, type DrawerContentProps, type DrawerRef } from './useDrawer.ts';
import { giveElementsClientRects } from '../../tests/unit/client-rects.ts';

beforeAll(giveElementsClientRects);

// The panel's slide-out, which jsdom does not run, decides when a closed drawer leaves.
beforeEach(() => {
  mockCssAnimation(drawerAnimation);
});

afterEach(() => {
  // With no host mounted, closeAll removes the leftovers at once, so every test starts empty. (No test
  // here opens a drawer without a host, which would mount one for the rest of the file.)
  cleanup();
  useDrawer().closeAll();
  vi.restoreAllMocks();
});

function Greeting({ data, drawerRef }: DrawerContentProps<{ name: string }>) {
  return (
    <>
      <p>Hello {data.name}</p>
      <button type="button" onClick={() => drawerRef.close()}>
        Done
      </button>
    </>
  );
}

/** A page that opens drawers from code; `onRef` hands the test the returned DrawerRef. */
function Page({ onRef }: { onRef?: (ref: DrawerRef) => void }) {
  const drawer = useDrawer();
  const openComponent = () => {
    const ref = drawer.open(Greeting, { data: { name: 'Ada' }, heading: 'Greeting', placement: 'right' });
    onRef?.(ref);
  };
  const openElement = () => drawer.open(<p>Plain element</p>, { heading: 'Element' });
  return (
    <>
      <button type="button" onClick={openComponent}>
        Open component
      </button>
      <button type="button" onClick={openElement}>
        Open element
      </button>
      <DrawerHost />
    </>
  );
}

describe('useDrawer', () => {
  it('opens a component with its data and config, and closes it through drawerRef', async () => {
    const user = userEvent.setup();
    let ref: DrawerRef | undefined;
    render(<Page onRef={(r) => (ref = r)} />);
    await user.click(screen.getByRole('button', { name: 'Open component' }));

    const dialog = screen.getByRole('dialog', { name: 'Greeting' });
    expect(dialog).toHaveAttribute('data-placement', 'right');
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(ref?.id).toMatch(/^drawer-\d+$/);

    const closed = vi.fn();
    ref!.afterClosed().then(closed);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
  });

  it('opens a React element', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open element' }));
    expect(screen.getByRole('dialog', { name: 'Element' })).toHaveTextContent('Plain element');
  });

  it('closes from the drawer itself (backdrop) and calls the config callbacks', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    const onOpen = vi.fn();
    render(<DrawerHost />);
    act(() => {
      useDrawer().open(<p>Body</p>, { heading: 'Callbacks', onOpenChange, onClose, onOpen });
    });
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(document.querySelector<HTMLElement>('.aq-drawer__backdrop')!);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('respects backdropClosable: false from the config', async () => {
    const user = userEvent.setup();
    render(<DrawerHost />);
    act(() => {
      useDrawer().open(<p>Body</p>, { heading: 'Sticky', backdropClosable: false });
    });
    await user.click(document.querySelector<HTMLElement>('.aq-drawer__backdrop')!);
    expect(screen.getByRole('dialog', { name: 'Sticky' })).toHaveAttribute('data-state', 'open');
  });

  it('closeAll closes every drawer opened with open()', async () => {
    render(<DrawerHost />);
    act(() => {
      useDrawer().open(<p>One</p>, { heading: 'One' });
      useDrawer().open(<p>Two</p>, { heading: 'Two', backdrop: false });
    });
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);
    act(() => useDrawer().closeAll());
    expect(screen.getAllByRole('dialog', { hidden: true }).map((d) => d.getAttribute('data-state'))).toEqual(['closed', 'closed']);
    await waitFor(() => expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0));
  });

  it('renders each drawer once when two hosts are mounted', () => {
    render(
      <>
        <DrawerHost />
        <DrawerHost />
      </>,
    );
    act(() => {
      useDrawer().open(<p>Only once</p>, { heading: 'Once' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getAllByText('Only once')).toHaveLength(1);
  });

  it('the next host takes over when the first one unmounts', () => {
    const { rerender } = render(
      <>
        <DrawerHost key="a" />
        <DrawerHost key="b" />
      </>,
    );
    act(() => {
      useDrawer().open(<p>Still here</p>, { heading: 'Moved' });
    });
    rerender(<DrawerHost key="b" />);
    expect(screen.getByRole('dialog', { name: 'Moved' })).toBeInTheDocument();
  });

  it('throws a TypeError for nothing to render', () => {
    expect(() => useDrawer().open(null)).toThrow(new TypeError('Drawer must receive a Component or a ReactElement'));
  });

  it('returns the same functions on every render', () => {
    expect(useDrawer().open).toBe(useDrawer().open);
    expect(useDrawer().closeAll).toBe(useDrawer().closeAll);
  });
});

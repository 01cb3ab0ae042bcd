import { act, createRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { itConforms } from '../../tests/unit/conformance.tsx';
import { itWarnsOfItsZeroXNames } from '../../tests/unit/renamed-props.tsx';
import { mockCssAnimation } from '../../tests/unit/css-animation.ts';
import { Tooltip, type TooltipPlacement, type TooltipProps } from './Tooltip.tsx';

// Floating UI measures asynchronously; let it settle so its state updates land inside act.
const settle = () => act(async () => {});

// jsdom has no AnimationEvent, so the event is built by hand.
function animationEnd(element: Element, animationName: string) {
  const event = Object.assign(new Event('animationend', { bubbles: true }), { animationName });
  act(() => {
    element.dispatchEvent(event);
  });
}

function setup(ui: React.ReactElement) {
  const user = userEvent.setup();
  const view = render(ui);
  return { user, ...view };
}

/** A tooltip on a button named "Trigger", the one button on the page. */
function setupTrigger(props: Omit<TooltipProps, 'children'>) {
  return setup(
    <Tooltip {...props}>
      <button type="button">Trigger</button>
    </Tooltip>,
  );
}

/** Hovers the one button, then lets the tooltip settle where it is placed. */
async function hoverButton(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(screen.getByRole('button'));
  await settle();
}

describe('Tooltip', () => {
  itConforms(Tooltip, {
    props: { content: 'Saves the draft', defaultOpen: true, children: <button type="button">Save</button> },
    element: 'div',
    find: () => document.querySelector('[role="tooltip"]'),
  });
  itWarnsOfItsZeroXNames('Tooltip', (props) => (
    <Tooltip content="Saves the draft" defaultOpen {...props}>
      <button type="button">Save</button>
    </Tooltip>
  ));

  it('is hidden at first and shows on hover, with the trigger described by it', async () => {
    const { user } = setup(
      <Tooltip content="Saves the draft">
        <button type="button">Save</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');

    await user.hover(button);
    await settle();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Saves the draft');
    expect(tooltip).toHaveAttribute('data-state', 'open');
    expect(tooltip.id).not.toBe('');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    expect(button).toHaveAccessibleDescription('Saves the draft');

    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('renders in a portal at the end of document.body', async () => {
    const { user, container } = setupTrigger({ content: 'Hi' });
    await hoverButton(user);
    const tooltip = screen.getByRole('tooltip');
    expect(container.contains(tooltip)).toBe(false);
    expect(tooltip.parentElement).toBe(document.body);
  });

  it('shows on keyboard focus and hides on blur', async () => {
    const { user } = setup(
      <>
        <Tooltip content="Opens the settings">
          <button type="button">Settings</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await settle();
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Opens the settings');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape without moving focus', async () => {
    const { user } = setup(
      <Tooltip content="Deletes the row">
        <button type="button">Delete</button>
      </Tooltip>,
    );
    await user.tab();
    await settle();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('hides on Escape while only hovered', async () => {
    const { user } = setupTrigger({ content: 'Hint' });
    await hoverButton(user);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays shown while the pointer moves from the trigger onto the tooltip, and hides when it leaves', async () => {
    const { user } = setupTrigger({ content: 'Hoverable text' });
    const button = screen.getByRole('button');
    await user.hover(button);
    await settle();
    const tooltip = screen.getByRole('tooltip');
    // user-event leaves relatedTarget empty; a browser names the element the pointer moves onto.
    fireEvent.pointerOut(button, { relatedTarget: tooltip });
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    fireEvent.pointerOut(tooltip, { relatedTarget: button });
    expect(screen.getByRole('tooltip')).toBe(tooltip);
    fireEvent.pointerOut(button, { relatedTarget: tooltip });
    fireEvent.pointerOut(tooltip, { relatedTarget: document.body });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('places itself on the top by default and on the placement side otherwise', async () => {
    const { user, rerender } = setupTrigger({ content: 'Hint' });
    await hoverButton(user);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'top');

    for (const position of ['right', 'bottom', 'left', 'top'] as TooltipPlacement[]) {
      rerender(
        <Tooltip content="Hint" placement={position}>
          <button type="button">Trigger</button>
        </Tooltip>,
      );
      await settle();
      expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', position);
    }
  });

  it('keeps the trigger’s own handlers, ref and description', async () => {
    const onFocus = vi.fn();
    const onPointerEnter = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const { user } = setup(
      <>
        <p id="extra">Extra help</p>
        <Tooltip content="Tip">
          <button type="button" ref={ref} aria-describedby="extra" onFocus={onFocus} onPointerEnter={onPointerEnter}>
            Trigger
          </button>
        </Tooltip>
      </>,
    );
    const button = screen.getByRole('button');
    expect(ref.current).toBe(button);
    await user.hover(button);
    await settle();
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-describedby')).toBe(`extra ${screen.getByRole('tooltip').id}`);
    await user.unhover(button);
    expect(button).toHaveAttribute('aria-describedby', 'extra');
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it("does not show when the trigger's own handler calls preventDefault()", async () => {
    const { user } = setup(
      <Tooltip content="Tip">
        <button type="button" onFocus={(event) => event.preventDefault()} onPointerEnter={(event) => event.preventDefault()}>
          Trigger
        </button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button'));
    await user.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('uses the consumer id for the tooltip', async () => {
    const { user } = setupTrigger({ content: 'Tip', id: 'save-tip' });
    await hoverButton(user);
    expect(screen.getByRole('tooltip')).toHaveAttribute('id', 'save-tip');
    expect(screen.getByRole('button')).toHaveAttribute('aria-describedby', 'save-tip');
  });

  it('shows nothing while content is empty', async () => {
    const { user } = setupTrigger({ content: '' });
    await hoverButton(user);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-describedby');
  });

  it('can be controlled with open and onOpenChange', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Tooltip
            content="Tip"
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              setOpen(next);
            }}
          >
            <button type="button">Trigger</button>
          </Tooltip>
          <button type="button" onClick={() => setOpen(true)}>
            Show tip
          </button>
        </>
      );
    }
    const { user } = setup(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'Show tip' }));
    await settle();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Trigger' }));
    await settle();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
  });

  it('reports each change once, only when a person shows or hides it, never for where it starts', async () => {
    const onOpenChange = vi.fn();
    const { user } = setupTrigger({ content: 'Tip', defaultOpen: true, onOpenChange });
    await settle();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[false]]);
    await hoverButton(user);
    expect(onOpenChange.mock.calls).toEqual([[false], [true]]);
    // Focus while already shown changes nothing, so it reports nothing.
    await user.tab();
    await user.unhover(screen.getByRole('button'));
    await user.tab();
    expect(onOpenChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('stays shown while a controlling parent keeps open true', async () => {
    const { user } = setupTrigger({ content: 'Always', open: true });
    await settle();
    await user.hover(screen.getByRole('button'));
    await user.unhover(screen.getByRole('button'));
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-state', 'open');
  });

  it('fades out: stays mounted as "closed" until its exit animation ends', async () => {
    const spy = mockCssAnimation((element) =>
      element.getAttribute('role') === 'tooltip' ? { animationName: 'aq-tooltip-out', animationDuration: '0.3s' } : null,
    );
    try {
      const { user } = setupTrigger({ content: 'Fading' });
      const button = screen.getByRole('button');
      await user.hover(button);
      await settle();
      await user.unhover(button);
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toHaveAttribute('data-state', 'closed');
      expect(button).not.toHaveAttribute('aria-describedby');
      animationEnd(tooltip, 'aq-tooltip-in');
      expect(screen.getByRole('tooltip')).toBe(tooltip);
      animationEnd(tooltip, 'aq-tooltip-out');
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('requires exactly one child element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        // @ts-expect-error -- the types already ask for a single element; this checks the run-time guard.
        <Tooltip content="Tip">
          <button type="button">One</button>
          <button type="button">Two</button>
        </Tooltip>,
      ),
    ).toThrow();
    vi.mocked(console.error).mockRestore();
  });

  it('has no axe violations while shown', async () => {
    const { user } = setup(
      <Tooltip content="Saves the draft">
        <button type="button">Save</button>
      </Tooltip>,
    );
    await hoverButton(user);
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

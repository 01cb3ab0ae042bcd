import {
  Children,
  cloneElement,
  type ComponentPropsWithoutRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Portal, cx, mergeProps, useStableId } from '../core/index.ts';
import type { DropdownPlacement } from './constants.ts';
import { DropdownContext } from './context.ts';
import { useDropdownPosition } from './useDropdownPosition.ts';
import { useDropdownState } from './useDropdownState.ts';
import { useMenu } from './useMenu.ts';
import { useMenuTrigger } from './useMenuTrigger.ts';
import './Dropdown.scss';

export interface DropdownProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  /** The button that opens the menu (a `<button>` or `Button`; it must accept a ref). It is given aria-haspopup, aria-expanded and aria-controls. */
  trigger: ReactElement;
  /** The menu's content: `DropdownItem` and `DropdownSeparator` elements. */
  children?: ReactNode;
  /**
   * Where the menu opens: below or above the trigger, lined up with its left edge, its centre or its right edge. It flips to the other side when there is no room.
   * @default 'bottomLeft'
   */
  placement?: DropdownPlacement;
  /**
   * Also opens the menu when the pointer moves onto the trigger; it stays open while the pointer is on the trigger or the menu and closes when it leaves both.
   * @default false
   */
  hoverEnabled?: boolean;
  /** Whether the menu is open, for a controlled dropdown; leave undefined to let clicks, hover and the keyboard decide. */
  open?: boolean;
  /**
   * Whether the menu is open at first, for an uncontrolled dropdown.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the menu wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Ref to the menu `<div role="menu">` (set while the menu is shown). */
  ref?: Ref<HTMLDivElement>;
}

type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement>; disabled?: boolean };

/**
 * A button that opens a menu of actions (WAI-ARIA menu button pattern). A click on the trigger
 * toggles the menu and a press outside closes it; with `hoverEnabled` pointing at the trigger
 * opens it too. Arrow keys, Home, End and type-ahead move through the items; Enter or Space
 * chooses one and closes the menu; Escape closes it and returns focus to the trigger.
 */
export function Dropdown({
  trigger,
  children,
  placement = 'bottomLeft',
  hoverEnabled = false,
  open,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  style,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ref,
  ...rest
}: DropdownProps) {
  const child = Children.only(trigger) as ReactElement<TriggerProps>;
  const menuId = useStableId(id);
  const triggerId = useStableId(child.props.id);
  const state = useDropdownState({ open, defaultOpen, onOpenChange });
  const position = useDropdownPosition({ open: state.open, placement, trigger: state.trigger, menu: state.menu });
  const { triggerProps } = useMenuTrigger({ state, triggerId, menuId, hoverEnabled, ref: child.props.ref });
  const menu = useMenu({
    state,
    menuId,
    triggerId,
    hoverEnabled,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ref,
  });

  return (
    <>
      {cloneElement(child, mergeProps({ ...child.props }, triggerProps) as TriggerProps)}
      {state.mounted && (
        <Portal>
          <DropdownContext value={menu.context}>
            <div
              {...mergeProps(rest, menu.menuProps)}
              className={cx('aq-dropdown', className)}
              style={{ ...position.floatingStyles, ...style }}
              data-placement={position.placement}
            >
              {/* The scrolling box sits inside the menu, so the menu's hover bridge is not clipped by it. */}
              <div className="aq-dropdown__content">{children}</div>
            </div>
          </DropdownContext>
        </Portal>
      )}
    </>
  );
}

import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import { composeHandlers, cx, dataFlag, warnOnce } from '../core/index.ts';
import { DROPDOWN_ITEM_OUTSIDE_DROPDOWN } from './constants.ts';
import { useDropdownContext } from './context.ts';

export interface DropdownItemProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSelect' | 'role'> {
  /** Called when the item is chosen by click, Enter or Space; call `event.preventDefault()` in it to keep the menu open. */
  onSelect?: (event: ReactMouseEvent<HTMLDivElement>) => void;
  /**
   * Shows the item but keeps it from being chosen; the arrow keys and type-ahead skip it.
   * @default false
   */
  disabled?: boolean;
  /**
   * Paints the item in the danger colour, for a destructive action such as Delete.
   * @default false
   */
  danger?: boolean;
  /** The text type-ahead matches, when the item's content is not plain text; defaults to its text content. */
  textValue?: string;
  /** Ref to the item's `<div role="menuitem">`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One action of a Dropdown's menu (a WAI-ARIA menuitem). Choosing it runs `onSelect`, closes the menu
 * and gives focus back to the trigger.
 */
export function DropdownItem({
  onSelect,
  disabled = false,
  danger = false,
  textValue,
  children,
  className,
  onClick,
  onKeyDown,
  onPointerMove,
  onPointerLeave,
  ref,
  ...rest
}: DropdownItemProps) {
  const dropdown = useDropdownContext();
  if (!dropdown) {
    warnOnce(`Aquila UI: ${DROPDOWN_ITEM_OUTSIDE_DROPDOWN} It renders nothing.`);
    return null;
  }

  return (
    <div
      {...rest}
      ref={ref}
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      className={cx('aq-dropdown__item', className)}
      data-disabled={dataFlag(disabled)}
      data-danger={dataFlag(danger)}
      data-text-value={textValue}
      onClick={composeHandlers(onClick, (event: ReactMouseEvent<HTMLDivElement>) => {
        if (disabled) return;
        onSelect?.(event);
        if (!event.defaultPrevented) dropdown.closeAfterSelect();
      })}
      onKeyDown={composeHandlers(onKeyDown, (event: ReactKeyboardEvent<HTMLDivElement>) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        event.currentTarget.click();
      })}
      // The highlight follows the pointer: the item under it takes focus, so the keyboard goes on from there.
      onPointerMove={composeHandlers(onPointerMove, (event: ReactPointerEvent<HTMLDivElement>) => {
        if (event.pointerType === 'touch') return;
        if (disabled) dropdown.focusMenu();
        else if (document.activeElement !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
      })}
      onPointerLeave={composeHandlers(onPointerLeave, (event: ReactPointerEvent<HTMLDivElement>) => {
        if (document.activeElement === event.currentTarget) dropdown.focusMenu();
      })}
    >
      {children}
    </div>
  );
}

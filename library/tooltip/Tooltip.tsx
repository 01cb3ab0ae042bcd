import {
  Children,
  cloneElement,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type HTMLAttributes,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { arrow, autoUpdate, flip, offset, shift, useFloating, type Side } from '@floating-ui/react-dom';
import {
  Portal,
  composeHandlers,
  cx,
  useControllableState,
  useOverlayLayer,
  usePresence,
  useStableId,
  useMergedRefs,
  withoutRenamedProps,
} from '../core/index.ts';
import './Tooltip.scss';

export interface TooltipProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role' | 'content'> {
  /** The one element the tooltip describes; it must accept a ref and focus (a button, a link, a focusable element). */
  children: ReactElement;
  /** The text of the tooltip; nothing is shown while it is empty. */
  content: string;
  /**
   * The side of the trigger the tooltip prefers; it flips to the opposite side when there is no room.
   * @default 'top'
   */
  placement?: 'top' | 'right' | 'bottom' | 'left';
  /** Whether the tooltip is shown, for a controlled tooltip; leave undefined to let hover and focus decide. */
  open?: boolean;
  /**
   * Whether the tooltip is shown at first, for an uncontrolled tooltip.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the tooltip wants to show or hide. */
  onOpenChange?: (open: boolean) => void;
  /** Ref to the rendered tooltip `<div>` (set while the tooltip is shown). */
  ref?: Ref<HTMLDivElement>;
}

export type TooltipPlacement = NonNullable<TooltipProps['placement']>;

type TriggerProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

/** Space between the trigger and the tooltip, in px; the tooltip's hover bridge spans the same gap. */
const GAP = 10;
const OPPOSITE: Record<Side, Side> = { top: 'bottom', right: 'left', bottom: 'top', left: 'right' };

const contains = (node: Element | null, target: EventTarget | null) =>
  Boolean(node && target instanceof Node && node.contains(target));

/**
 * A short text label shown next to an element on pointer hover and keyboard focus
 * (WAI-ARIA tooltip pattern): the trigger is described by the tooltip while it is shown.
 */
export function Tooltip({
  children,
  content,
  placement: preferredPlacement = 'top',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id,
  className,
  style,
  onPointerLeave,
  ref,
  ...rest
}: TooltipProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
    name: 'Tooltip',
  });
  const visible = open && content !== '';
  // Checked on every render, not only while shown, so a 0.x name warns before anyone hovers.
  const tooltipProps = withoutRenamedProps('Tooltip', rest);
  const tooltipId = useStableId(id);
  // An element in state, not a ref: floating-ui measures it, and a ref's value is not for rendering with.
  const [arrowElement, setArrowElement] = useState<HTMLSpanElement | null>(null);

  const { refs, elements, floatingStyles, placement, middlewareData } = useFloating({
    open: visible,
    placement: preferredPlacement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(GAP), flip(), shift({ padding: 8 }), arrow({ element: arrowElement, padding: 6 })],
  });
  const mounted = usePresence(visible, elements.floating);

  // Escape dismisses from anywhere, also while only hovered; focus stays where it is. As the newest
  // layer, an open tooltip takes this Escape, so a drawer or dialog around it stays open. It does not
  // listen for presses: pointer and focus leaving its trigger hide it, and a press outside goes on to
  // the layer below (a menu the tooltip sits in closes at once). A press on the tooltip itself is not
  // outside that layer; one on its trigger is where the trigger is.
  useOverlayLayer(visible, {
    onEscape: () => setOpen(false),
    isInside: (target) => contains(elements.floating, target),
  });

  const child = Children.only(children) as ReactElement<TriggerProps>;
  const childProps = child.props;
  const triggerRef = useMergedRefs(childProps.ref, refs.setReference);
  const floatingRef = useMergedRefs(ref, refs.setFloating);

  const trigger = cloneElement(child, {
    ref: triggerRef,
    'aria-describedby': cx(childProps['aria-describedby'], visible && tooltipId) || undefined,
    onPointerEnter: composeHandlers(childProps.onPointerEnter, () => setOpen(true)),
    // Moving onto the tooltip itself keeps it shown, so its text can be hovered (WCAG 1.4.13).
    onPointerLeave: composeHandlers(childProps.onPointerLeave, (event: ReactPointerEvent<HTMLElement>) => {
      if (!contains(elements.floating, event.relatedTarget)) setOpen(false);
    }),
    onFocus: composeHandlers(childProps.onFocus, () => setOpen(true)),
    onBlur: composeHandlers(childProps.onBlur, () => setOpen(false)),
  });

  const side = placement.split('-')[0] as Side;
  const arrowData = middlewareData.arrow;
  const arrowStyle: CSSProperties = {
    left: arrowData?.x,
    top: arrowData?.y,
    [OPPOSITE[side]]: -4,
  };

  return (
    <>
      {trigger}
      {mounted && (
        <Portal>
          <div
            {...tooltipProps}
            ref={floatingRef}
            id={tooltipId}
            role="tooltip"
            className={cx('aq-tooltip', className)}
            style={{ ...floatingStyles, ...style }}
            data-state={visible ? 'open' : 'closed'}
            data-placement={placement}
            onPointerLeave={composeHandlers(onPointerLeave, (event: ReactPointerEvent<HTMLDivElement>) => {
              if (!contains(elements.reference as Element | null, event.relatedTarget)) setOpen(false);
            })}
          >
            {content}
            <span ref={setArrowElement} className="aq-tooltip__arrow" style={arrowStyle} aria-hidden="true" />
          </div>
        </Portal>
      )}
    </>
  );
}

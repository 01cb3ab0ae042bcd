import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cx } from '../core/index.ts';
import { useCarouselItemContext } from './CarouselContext.ts';

export interface CarouselItemProps extends ComponentPropsWithoutRef<'div'> {
  /** Ref to the slide's `<div role="group">`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One slide of a Carousel: a group named by its place in the set ("2 of 4") unless you give it an
 * aria-label. The slides not shown are inert, so neither focus nor assistive technology reaches them.
 */
export function CarouselItem({ className, ref, ...rest }: CarouselItemProps) {
  const context = useCarouselItemContext();
  if (!context) return null;
  const { index, count, active, of } = context;
  return (
    <div
      role="group"
      aria-label={`${index + 1} ${of} ${count}`}
      {...rest}
      ref={ref}
      aria-roledescription="slide"
      aria-hidden={!active || undefined}
      inert={!active}
      className={cx('aq-carousel__item', className)}
      data-state={active ? 'active' : 'inactive'}
    />
  );
}

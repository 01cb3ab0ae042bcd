import { useMemo, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import { cx } from '../core/index.ts';
import { CardContext } from './CardContext.ts';
import './Card.scss';

export interface CardProps extends ComponentPropsWithoutRef<'article'> {
  /**
   * The surface: `elevated` lifts the card off the page with a shadow, `outlined` draws a border on the page colour, `filled` uses a tinted background with neither.
   * @default 'elevated'
   */
  variant?: 'elevated' | 'outlined' | 'filled';
  /** Ref to the rendered `<article>` element. */
  ref?: Ref<HTMLElement>;
}

export type CardVariant = NonNullable<CardProps['variant']>;

/**
 * A self-contained piece of content on its own surface, composed from CardHeader, CardTitle,
 * CardSubtitle, CardImage, CardContent and CardActions. A CardTitle inside names the card.
 */
export function Card({ variant = 'elevated', className, ref, ...rest }: CardProps) {
  const [titleId, setTitleId] = useState<string>();
  const context = useMemo(() => ({ setTitleId }), []);
  // The consumer's own name wins; aria-labelledby would otherwise override an aria-label.
  const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;

  return (
    <CardContext value={context}>
      <article
        aria-labelledby={named ? undefined : titleId}
        {...rest}
        ref={ref}
        className={cx('aq-card', className)}
        data-variant={variant}
      />
    </CardContext>
  );
}

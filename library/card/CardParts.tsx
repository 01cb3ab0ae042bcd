import { useLayoutEffect, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx, hasContent, useStableId } from '../core/index.ts';
import { useCardContext } from './CardContext.ts';

export interface CardHeaderProps extends ComponentPropsWithoutRef<'div'> {
  /** Leading visual before the title, such as an avatar or an icon. */
  avatar?: ReactNode;
  /** Trailing control at the end of the header, such as an icon button with a menu. */
  action?: ReactNode;
  /** Ref to the header's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** The top row of a card: an optional avatar, the title and subtitle, and an optional action. */
export function CardHeader({ avatar, action, children, className, ref, ...rest }: CardHeaderProps) {
  return (
    <div {...rest} ref={ref} className={cx('aq-card__header', className)}>
      {hasContent(avatar) && <div className="aq-card__avatar">{avatar}</div>}
      <div className="aq-card__heading">{children}</div>
      {hasContent(action) && <div className="aq-card__action">{action}</div>}
    </div>
  );
}

export interface CardTitleProps extends ComponentPropsWithoutRef<'h3'> {
  /**
   * Heading level, so the title fits the page's outline.
   * @default 3
   */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Ref to the rendered heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

/** The card's heading; it also gives the card its accessible name. One per card. */
export function CardTitle({ level = 3, id, className, ref, ...rest }: CardTitleProps) {
  const titleId = useStableId(id);
  const card = useCardContext();
  const Heading = `h${level}` as const;

  useLayoutEffect(() => {
    if (!card) return;
    card.setTitleId(titleId);
    return () => card.setTitleId(undefined);
  }, [card, titleId]);

  return <Heading {...rest} id={titleId} ref={ref} className={cx('aq-card__title', className)} />;
}

export interface CardSubtitleProps extends ComponentPropsWithoutRef<'p'> {
  /** Ref to the subtitle's `<p>`. */
  ref?: Ref<HTMLParagraphElement>;
}

/** A secondary line under the title: an author, a date, a category. */
export function CardSubtitle({ className, ref, ...rest }: CardSubtitleProps) {
  return <p {...rest} ref={ref} className={cx('aq-card__subtitle', className)} />;
}

export interface CardImageProps extends ComponentPropsWithoutRef<'img'> {
  /** Address of the image. */
  src: string;
  /** Text alternative of the image; pass an empty string when the image is only decorative. */
  alt: string;
  /** Ref to the rendered `<img>`. */
  ref?: Ref<HTMLImageElement>;
}

/** A full-width image, clipped to the card's corners when it comes first or last. */
export function CardImage({ className, ref, ...rest }: CardImageProps) {
  return <img {...rest} ref={ref} className={cx('aq-card__image', className)} />;
}

export interface CardContentProps extends ComponentPropsWithoutRef<'div'> {
  /** Ref to the content's `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** The body of the card: text, lists or any other content, padded to the card's edges. */
export function CardContent({ className, ref, ...rest }: CardContentProps) {
  return <div {...rest} ref={ref} className={cx('aq-card__content', className)} />;
}

export interface CardActionsProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * How the buttons are laid out along the bottom row.
   * @default 'end'
   */
  align?: 'start' | 'end' | 'space-between';
  /** Ref to the actions' `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** The bottom row of buttons or links acting on the card; it wraps on narrow screens. */
export function CardActions({ align = 'end', className, ref, ...rest }: CardActionsProps) {
  return <div {...rest} ref={ref} className={cx('aq-card__actions', className)} data-align={align} />;
}

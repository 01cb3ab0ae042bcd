import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../core/index.ts';
import './InputAffix.scss';

export interface InputPrefixProps extends ComponentPropsWithoutRef<'span'> {
  /** What comes before the value: an icon, a unit, a protocol such as "https://". */
  children?: ReactNode;
  /** Ref to the rendered `<span>` element. */
  ref?: Ref<HTMLSpanElement>;
}

export interface InputSuffixProps extends ComponentPropsWithoutRef<'span'> {
  /** What comes after the value: an icon, a unit, a domain such as ".com". */
  children?: ReactNode;
  /** Ref to the rendered `<span>` element. */
  ref?: Ref<HTMLSpanElement>;
}

/** The slot before a control's value, styled like `Input`'s `prefix`; use it inside other field-like controls. */
export function InputPrefix({ className, ref, ...rest }: InputPrefixProps) {
  return <span {...rest} ref={ref} className={cx('aq-input-prefix', className)} />;
}

/** The slot after a control's value, styled like `Input`'s `suffix`; use it inside other field-like controls. */
export function InputSuffix({ className, ref, ...rest }: InputSuffixProps) {
  return <span {...rest} ref={ref} className={cx('aq-input-suffix', className)} />;
}

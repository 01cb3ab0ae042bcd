import { Children, useMemo, type ComponentPropsWithoutRef, type Ref } from 'react';
import { cx, withoutRenamedProps } from '../core/index.ts';
import { AvatarGroupContext } from './context.ts';
import { avatarSize, sizeAttributes, type AvatarSize } from './size.ts';
import './Avatar.scss';
import './AvatarGroup.scss';

export interface AvatarGroupProps extends ComponentPropsWithoutRef<'div'> {
  /** How many avatars to show at most; the others are summed up in a "+N" counter. All are shown when omitted. */
  max?: number;
  /**
   * Size of every avatar in the group (an avatar's own `size` wins) and of the "+N" counter.
   * @default 'medium'
   */
  size?: AvatarSize;
  /** Ref to the rendered `<div>` element. */
  ref?: Ref<HTMLDivElement>;
}

/** A row of overlapping avatars, for example the people working on a document. */
export function AvatarGroup({ max, size: sizeProp = 'medium', className, children, ref, ...rest }: AvatarGroupProps) {
  const items = Children.toArray(children);
  const limit = max === undefined ? items.length : Math.max(0, Math.floor(max));
  const shown = items.slice(0, limit);
  const hiddenCount = items.length - shown.length;
  const size = avatarSize('AvatarGroup', sizeProp);
  const context = useMemo(() => ({ size }), [size]);
  const counterSize = sizeAttributes(size);

  return (
    <div {...withoutRenamedProps('AvatarGroup', rest)} ref={ref} role="group" className={cx('aq-avatar-group', className)}>
      <AvatarGroupContext.Provider value={context}>{shown}</AvatarGroupContext.Provider>
      {hiddenCount > 0 && (
        <span
          className="aq-avatar aq-avatar-group__count"
          role="img"
          aria-label={`${hiddenCount} more`}
          data-content="count"
          data-size={counterSize['data-size']}
          style={counterSize.style}
        >
          <span aria-hidden="true">+{hiddenCount}</span>
        </span>
      )}
    </div>
  );
}

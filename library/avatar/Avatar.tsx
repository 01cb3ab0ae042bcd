import {
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { cx, withoutRenamedProps } from '../core/index.ts';
import { AvatarGroupContext } from './context.ts';
import { AVATAR_INITIALS_COLOR, avatarColor, getInitials } from './initials.ts';
import { avatarSize, sizeAttributes, type AvatarSize } from './size.ts';
import './Avatar.scss';

export interface AvatarProps extends ComponentPropsWithoutRef<'span'> {
  /** URL of the picture; when it fails to load the avatar falls back to the initials of `name`. */
  src?: string;
  /** The person's name: only its first two initials are shown, on a colour chosen by the first initial. */
  name?: string;
  /** Under development: an icon shown when there is neither a picture nor a name; its API may change. */
  icon?: ReactNode;
  /**
   * Diameter: 'small' (24 px), 'medium' (32 px), 'large' (40 px) or a number of pixels. Inside an
   * AvatarGroup the group's size applies unless this is set.
   * @default 'medium'
   */
  size?: AvatarSize;
  /** Alternative text of the picture and accessible name of the initials or icon; defaults to `name`. */
  alt?: string;
  /** Ref to the rendered `<span>` element. */
  ref?: Ref<HTMLSpanElement>;
}

type AvatarContent = 'image' | 'initials' | 'icon';

/** A generic silhouette, shown when there is no picture, no name and no icon. */
function PersonIcon() {
  return (
    <svg className="aq-avatar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}

/** A round picture of a person, or their initials on a colour of their own when there is no picture. */
export function Avatar({ src, name: nameProp, icon, size: sizeProp, alt, className, style, ref, ...rest }: AvatarProps) {
  const group = useContext(AvatarGroupContext);
  const size = sizeAttributes(sizeProp !== undefined ? avatarSize('Avatar', sizeProp) : (group?.size ?? 'medium'));
  // Remembering which URL failed (rather than a flag) lets a new src try again.
  const [failedSrc, setFailedSrc] = useState<string>();
  const image = useRef<HTMLImageElement>(null);
  // In a page rendered on a server the picture starts loading before this code runs, and may have failed
  // already, its error event gone unheard: a picture that is complete with no width has failed.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  const name = nameProp?.trim() || undefined;
  const label = alt ?? name;
  const initials = getInitials(name);
  const content: AvatarContent = src && failedSrc !== src ? 'image' : initials ? 'initials' : 'icon';

  const initialsColors = initials
    ? ({ '--aq-avatar-bg': avatarColor(initials), '--aq-avatar-fg': AVATAR_INITIALS_COLOR } as CSSProperties)
    : undefined;
  const colors = content === 'initials' ? initialsColors : undefined;

  return (
    <span
      {...withoutRenamedProps('Avatar', rest)}
      ref={ref}
      className={cx('aq-avatar', className)}
      style={{ ...size.style, ...colors, ...style }}
      data-size={size['data-size']}
      data-content={content}
      // The picture names itself through its alt text; initials and icons need a name on the wrapper.
      role={content !== 'image' && label ? 'img' : undefined}
      aria-label={content !== 'image' && label ? label : undefined}
    >
      {content === 'image' && (
        <img
          ref={image}
          className="aq-avatar__image"
          src={src}
          alt={label ?? ''}
          // What a picture that fails before this code runs shows until it does (see the stylesheet).
          data-initials={initials || undefined}
          style={initialsColors}
          draggable={false}
          onError={() => setFailedSrc(src)}
        />
      )}
      {content === 'initials' && (
        <span className="aq-avatar__initials" aria-hidden="true">
          {initials}
        </span>
      )}
      {content === 'icon' && (
        <span className="aq-avatar__icon-slot" aria-hidden="true">
          {icon ?? <PersonIcon />}
        </span>
      )}
    </span>
  );
}

import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** A 24 × 24 line icon in the text colour; decorative, so hidden from assistive technology. */
function Icon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function Camera(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="4" />
    </Icon>
  );
}

export function Check(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12l5 5 9-10" />
    </Icon>
  );
}

export function CloudMoon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M13 3a4 4 0 0 0 6 5" />
      <path d="M16 20H8a5 5 0 1 1 1.5-9.8A6 6 0 0 1 20.5 14 3 3 0 0 1 16 20z" />
    </Icon>
  );
}

export function Shirt(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 3L3 6l2 5 3-1v11h8V10l3 1 2-5-5-3a4 4 0 0 1-8 0z" />
    </Icon>
  );
}

// Icons are bundled SVG (no icon service at run time). Decorative: hidden from assistive technology,
// the control that holds one carries the accessible name.
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The club's mark: a lightning bolt on the brand colour. */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden focusable={false} {...props}>
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path d="M18 5L9 18h6l-1 9 9-13h-6l1-9z" fill="#fff" />
    </svg>
  );
}

// The icons of the site's shell (the navigation bar, the colour-mode switch): apart from the other
// icons (icons.tsx, which re-exports these) because every public page loads them with its navbar
// island (web/vite.config.mts SITE_MODULES). Bundled SVG, decorative: hidden from assistive
// technology, the control that holds one carries the accessible name.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export const base: IconProps = {
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

export const outline = (children: ReactNode) =>
  function OutlineIcon(props: IconProps) {
    return (
      <svg {...base} {...props}>
        {children}
      </svg>
    );
  };

export const MenuIcon = outline(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = outline(<path d="M6 6l12 12M18 6L6 18" />);
export const SunIcon = outline(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = outline(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const MonitorIcon = outline(
  <>
    <rect x="2" y="4" width="20" height="13" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);
export function LogoMark(props: IconProps) {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden focusable={false} {...props}>
      <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
      <path d="M18 5L9 18h6l-1 9 9-13h-6l1-9z" fill="#fff" />
    </svg>
  );
}

// Icons are bundled SVG (no icon service at run time). Decorative: hidden from assistive technology,
// the control that holds one carries the accessible name. The shell's icons are in shell-icons.tsx.
import { base, outline, type IconProps } from './shell-icons';

export { CloseIcon, LogoMark, MenuIcon, MonitorIcon, MoonIcon, SunIcon } from './shell-icons';

const solid = (path: string) =>
  function SolidIcon(props: IconProps) {
    return (
      <svg {...base} fill="currentColor" stroke="none" {...props}>
        <path d={path} />
      </svg>
    );
  };

export const CalendarIcon = outline(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const MapPinIcon = outline(
  <>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const UsersIcon = outline(
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>,
);
/** A ticket (an event's price). */
export const TicketIcon = outline(
  <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4zM13 6v12" />,
);
export const DownloadIcon = outline(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
export const LinkIcon = outline(
  <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
);
export const CheckCircleIcon = outline(<path d="M22 11v1a10 10 0 1 1-5.9-9.1M22 4L12 14l-3-3" />);
export const AlertCircleIcon = outline(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const InfoIcon = outline(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const ChevronLeftIcon = outline(<path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = outline(<path d="M9 18l6-6-6-6" />);
export const ArrowRightIcon = outline(<path d="M5 12h14M12 5l7 7-7 7" />);
export const MailIcon = outline(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="M22 6l-10 7L2 6" />
  </>,
);
export const PlayIcon = solid('M8 5.1v13.8a1 1 0 0 0 1.5.9l11-6.9a1 1 0 0 0 0-1.8l-11-6.9A1 1 0 0 0 8 5.1z');

// Brand marks of the social networks, simplified to one path each.
export const XLogo = solid(
  'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
);
export const InstagramLogo = outline(
  <>
    <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
    <circle cx="12" cy="12" r="4.2" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const YoutubeLogo = solid(
  'M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2C1 8.9 1 12 1 12s0 3.1.5 4.8a2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8zM9.8 15.1V8.9l5.7 3.1-5.7 3.1z',
);
export const FacebookLogo = solid(
  'M14 8.5V6.6c0-.9.6-1.1 1-1.1h2.7V1.6L14 1.5c-4 0-4.9 3-4.9 4.9v2.1H6.5v4.1h2.7V22.5H14v-9.9h3.3l.4-4.1H14z',
);
export const DiscordLogo = solid(
  'M19.6 5.3A17.6 17.6 0 0 0 15.3 4l-.5 1.1a16.3 16.3 0 0 0-5.6 0L8.7 4a17.5 17.5 0 0 0-4.4 1.3C1.6 9.4.8 13.4 1.2 17.4a17.7 17.7 0 0 0 5.4 2.7l1.1-1.8a11.4 11.4 0 0 1-1.8-.9l.4-.3a12.6 12.6 0 0 0 11.4 0l.4.3c-.6.4-1.2.7-1.8.9l1.1 1.8a17.6 17.6 0 0 0 5.4-2.7c.5-4.6-.8-8.6-3.2-12.1zM8.5 14.9c-1 0-1.9-1-1.9-2.2s.8-2.2 1.9-2.2 1.9 1 1.9 2.2-.8 2.2-1.9 2.2zm7 0c-1 0-1.9-1-1.9-2.2s.8-2.2 1.9-2.2 1.9 1 1.9 2.2-.8 2.2-1.9 2.2z',
);

/** The club's mark: a lightning bolt on the brand colour. */

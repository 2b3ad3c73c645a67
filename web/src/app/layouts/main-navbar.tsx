// The main navigation bar (docs/product-rules.md §2): the logo links home, then about us, join us, guide and FAQ,
// and a fifth link to the dashboard when signed in, to login when signed out. On a public page the
// bar is an island (lib/island.tsx): the server's HTML is a guest's, and the browser switches the
// fifth link once it has read the session cookie (web/src/entry-islands.tsx), in every open tab.
// Its links are ordinary links (a page is a document). A hamburger button toggles the menu on small screens;
// the open menu is a popup (Escape, shared scroll lock) and closes when any link is clicked or the
// focus leaves the navigation bar (the colour-mode panel opens on top of it); Escape returns the
// focus to the button.
import { useRef, useState } from 'react';
import { CloseIcon, LogoMark, MenuIcon } from '@/components/ui/shell-icons';
import { paths } from '@/config/site';
import { ColorModeSwitch } from '@/features/layout-ui/components/color-mode-switch';
import { useAppliedTheme, type Theme } from '@/lib/color-mode';
import { t, type MessageKey } from '@/lib/i18n';
import { usePopup } from '@/lib/popups';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useViewer } from '@/lib/session';

const links: { to: string; label: MessageKey }[] = [
  { to: paths.aboutUs, label: 'nav.about_us' },
  { to: paths.joinUs, label: 'nav.join_us' },
  { to: paths.guide, label: 'nav.guide' },
  { to: paths.faq, label: 'nav.faq' },
];

/** The link of the page being shown (and of the pages below it) is marked as current. */
const current = (to: string, pathname: string) =>
  pathname === to || pathname.startsWith(to + '/') ? 'page' : undefined;

export function MainNavbar({ forcedTheme, pathname }: { forcedTheme?: Theme; pathname: string }) {
  const { siteName } = useRuntimeConfig();
  useAppliedTheme(forcedTheme);
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLElement>(null);
  const close = () => setOpen(false);
  const within = (node: Node) => bar.current?.contains(node) ?? false;
  usePopup(
    open,
    () => {
      close();
      toggle.current?.focus();
    },
    { contains: within, close },
  );
  const account = viewer
    ? { to: paths.dashboard, label: t('nav.dashboard') }
    : { to: paths.login, label: t('nav.login') };

  return (
    <header className="navbar">
      <nav ref={bar} className="navbar__inner" aria-label={t('nav.main')}>
        <a href={paths.home} className="navbar__brand" onClick={close} aria-label={t('nav.home', { site: siteName })}>
          <LogoMark />
          <span aria-hidden="true">{siteName}</span>
        </a>
        <button
          ref={toggle}
          type="button"
          className="navbar__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={t(open ? 'nav.menu_close' : 'nav.menu_open')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <ul id="main-menu" className={open ? 'navbar__menu navbar__menu--open' : 'navbar__menu'}>
          {links.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                className={current(link.to, pathname) ? 'navbar__link active' : 'navbar__link'}
                aria-current={current(link.to, pathname)}
                onClick={close}
              >
                {t(link.label)}
              </a>
            </li>
          ))}
          <li>
            <a
              href={account.to}
              className="button button--primary navbar__cta"
              aria-current={current(account.to, pathname)}
              onClick={close}
            >
              {account.label}
            </a>
          </li>
        </ul>
        <ColorModeSwitch forced={forcedTheme} />
      </nav>
    </header>
  );
}

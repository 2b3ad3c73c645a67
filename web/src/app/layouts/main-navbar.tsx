// The main navigation bar (spec §2): the logo links home, then about us, join us, guide and FAQ,
// and a fifth link to login. A hamburger button toggles the menu on small screens; clicking any
// link or pressing Escape closes it.
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { CloseIcon, LogoMark, MenuIcon } from '../../components/ui/icons';
import { paths } from '../../config/site';
import { t, type MessageKey } from '../../lib/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config';

const links: { to: string; label: MessageKey }[] = [
  { to: paths.aboutUs, label: 'nav.about_us' },
  { to: paths.joinUs, label: 'nav.join_us' },
  { to: paths.guide, label: 'nav.guide' },
  { to: paths.faq, label: 'nav.faq' },
];

export function MainNavbar() {
  const { siteName } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label={t('nav.main')}>
        <Link to={paths.home} className="navbar__brand" onClick={close}>
          <LogoMark />
          <span>{siteName}</span>
        </Link>
        <button
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
              <NavLink to={link.to} className="navbar__link" onClick={close}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to={paths.login} className="button button--primary navbar__cta" onClick={close}>
              {t('nav.login')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}

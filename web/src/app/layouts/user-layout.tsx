// The "user" layout of docs/product-rules.md §2: the member area without the main navigation bar and footer. Its
// own navigation lists the member screens; staff entries appear only with the permission they need
// (the API refuses everyone else anyway). It also watches the session (signed out elsewhere → login)
// and registers the app's service worker (features/app-install).
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useMe } from '@/lib/me';
import { useSessionWatch } from '@/features/auth/hooks/use-session-watch';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { registerServiceWorker } from '@/features/app-install/install-prompt';
import { Authorization } from '@/lib/authorization';
import type { Permissions } from '@/lib/permissions';
import { t, type MessageKey } from '@/lib/i18n-member';
import { usePopup } from '@/lib/popups';
import { MemberQueryProvider } from '@/lib/query-client';
import { PageMain } from './layout-frame';
import { BrandLink } from './slim-frame';

interface Entry {
  to: string;
  label: MessageKey;
  permissions?: Permissions;
}

const ENTRIES: Entry[] = [
  { to: '/uzivatel/dashboard', label: 'member.nav.dashboard' },
  { to: '/uzivatel/udalosti', label: 'member.nav.events' },
  { to: '/uzivatel/nabijanie', label: 'member.nav.charging' },
  { to: '/uzivatel/zlavy', label: 'member.nav.discounts' },
  { to: '/uzivatel/clensky-prispevok', label: 'member.nav.dues' },
  { to: '/uzivatel/subory', label: 'member.nav.files' },
  { to: '/uzivatel/light-shows', label: 'member.nav.light_shows' },
  { to: '/uzivatel/lock-chimes', label: 'member.nav.lock_chimes' },
  { to: '/uzivatel/vyhladavanie', label: 'member.nav.search' },
  { to: '/uzivatel/moj-profil', label: 'member.nav.profile' },
  { to: '/uzivatel/nastavenia', label: 'member.nav.settings' },
  { to: '/uzivatel/ja', label: 'member.nav.me' },
];

/** The staff screens are the console's (web/src/staff, an app of its own): ordinary links load it. */
const STAFF: Entry[] = [
  { to: '/admin/users', label: 'member.nav.users', permissions: { users: 'full' } },
  { to: '/admin/registrations', label: 'member.nav.registrations', permissions: { users: 'full' } },
];

function MemberNav({ onNavigate }: { onNavigate: () => void }) {
  const link = (entry: Entry) => (
    <li key={entry.to}>
      <NavLink to={entry.to} className="member-nav__link" onClick={onNavigate}>
        {t(entry.label)}
      </NavLink>
    </li>
  );
  return (
    <>
      <ul className="member-nav__list">{ENTRIES.map(link)}</ul>
      <Authorization permissions={{ users: 'full' }}>
        <p className="member-nav__group" id="member-nav-staff">
          {t('member.nav.staff')}
        </p>
        <ul className="member-nav__list" aria-labelledby="member-nav-staff">
          {STAFF.map((entry) => (
            <li key={entry.to}>
              <a href={entry.to} className="member-nav__link">
                {t(entry.label)}
              </a>
            </li>
          ))}
        </ul>
      </Authorization>
    </>
  );
}

function MemberShell() {
  const me = useMe().data?.v.user;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const close = () => setOpen(false);
  // The mobile menu is a popup like the site's: Escape closes it and the focus returns to its
  // button; Tab out of it closes it too. "Menu" is the bar's last control, so the next Tab goes
  // straight into the navigation that follows the bar.
  usePopup(
    open,
    () => {
      close();
      toggle.current?.focus();
    },
    { contains: (node) => !!(nav.current?.contains(node) || toggle.current?.contains(node)), close },
  );
  useSessionWatch();
  useEffect(registerServiceWorker, []);
  const leave = useSignOut();

  const name = me ? [me.first_name, me.last_name].filter(Boolean).join(' ') || me.email : '';
  return (
    <div className="member">
      <header className="member__bar">
        <BrandLink />
        <span className="member__who">{name}</span>
        <button type="button" className="button button--secondary" onClick={leave}>
          {t('member.nav.sign_out')}
        </button>
        <button
          ref={toggle}
          type="button"
          className="button button--secondary member__menu-toggle"
          aria-expanded={open}
          aria-controls="member-nav"
          onClick={() => setOpen((v) => !v)}
        >
          {t('member.nav.menu')}
        </button>
      </header>
      <div className="member__body">
        <nav
          ref={nav}
          id="member-nav"
          className={open ? 'member-nav member-nav--open' : 'member-nav'}
          aria-label={t('member.nav.label')}
        >
          <MemberNav onNavigate={close} />
        </nav>
        <PageMain className="member__content">
          <Outlet />
        </PageMain>
      </div>
    </div>
  );
}

export function UserLayout() {
  return (
    <MemberQueryProvider>
      <MemberShell />
    </MemberQueryProvider>
  );
}

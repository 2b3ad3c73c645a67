// The console's frame: react-admin's layout with the page title as the level-one heading, a
// loading indicator that names itself (screen readers, axe's aria-progressbar-name), the menu as a
// navigation landmark (on a phone in a drawer, a dialog named "Menu"), a footer (contentinfo) with
// the way back to the site, and the screens' document titles and focus (page-focus.ts).
import MonitorHeartOutlinedIcon from '@mui/icons-material/MonitorHeartOutlined';
import { Box, CircularProgress, Link, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  Menu,
  RefreshIconButton,
  Sidebar,
  TitlePortal,
  useBasename,
  useGetIdentity,
  useLoading,
  useTranslate,
  type SidebarProps,
} from 'react-admin';
import { SERVER_STATUS_PATH } from './access';
import { useStaffPageFocus } from './page-focus';
import { ThemeButton } from './theme-button';

/**
 * "Obnoviť" stays in place while data loads, a spinner (named, for screen readers and axe's
 * aria-progressbar-name) in place of its icon: a button swapped for the spinner would drop the
 * focus of whoever is on it, and the next Tab would start over from the app bar.
 */
function LoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton icon={loading ? <Box sx={{ width: 24, height: 24 }} /> : undefined} aria-busy={loading} />
      {loading && (
        <CircularProgress
          color="inherit"
          size={20}
          thickness={2}
          aria-label={translate('ra.page.loading')}
          sx={{ position: 'absolute', top: 10, left: 10, pointerEvents: 'none' }}
        />
      )}
    </Box>
  );
}

function StaffAppBar() {
  return (
    <AppBar
      alwaysOn
      toolbar={
        <>
          <ThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  );
}

/** react-admin's menu (home and the resources this account may open), and for owners the server's status. */
function StaffMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const basename = useBasename();
  return (
    <nav aria-label={translate('staff.layout.navigation')}>
      <Menu>
        <Menu.DashboardItem />
        <Menu.ResourceItems />
        {identity?.isOwner && (
          <Menu.Item
            to={`${basename}${SERVER_STATUS_PATH}`}
            primaryText={translate('staff.server_status.title')}
            leftIcon={<MonitorHeartOutlinedIcon />}
          />
        )}
      </Menu>
    </nav>
  );
}

/**
 * Below the `sm` breakpoint react-admin draws the menu in a temporary drawer: a modal dialog that
 * takes the focus, so it carries a name (axe aria-dialog-name); its focus ring is in theme.ts.
 * The docked menu is no dialog and gets no name.
 */
function StaffSidebar(props: SidebarProps) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Sidebar {...props} slotProps={phone ? { paper: { 'aria-label': translate('staff.layout.menu') } } : undefined} />
  );
}

function StaffFooter() {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        gap: 3,
        justifyContent: 'center',
        p: 2,
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
        typography: 'body2',
      }}
    >
      <span>{translate('staff.layout.rights')}</span>
      <Link href="/" color="inherit">
        {translate('staff.dashboard.back_to_site')}
      </Link>
    </Box>
  );
}

export function StaffLayout({ children }: { children: ReactNode }) {
  useStaffPageFocus();
  return (
    <>
      {/* The app bar stays when the page scrolls: hidden, its buttons would drop out of the Tab order. */}
      <Layout appBar={StaffAppBar} menu={StaffMenu} sidebar={StaffSidebar} appBarAlwaysOn>
        {children}
      </Layout>
      <StaffFooter />
    </>
  );
}

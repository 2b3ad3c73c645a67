// The console's frame: react-admin's layout with the page title as the level-one heading, a
// loading indicator that names itself (screen readers, axe's aria-progressbar-name), the menu as a
// navigation landmark, a footer (contentinfo) with the way back to the site, and the screens'
// document titles and focus (page-focus.ts).
import { Box, CircularProgress, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, RefreshIconButton, TitlePortal, useLoading, useTranslate } from 'react-admin';
import { useStaffPageFocus } from './page-focus';
import { ThemeButton } from './theme-button';

function LoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return loading ? <CircularProgress color="inherit" size={20} thickness={2} aria-label={translate('ra.page.loading')} sx={{ m: 1.5 }} /> : <RefreshIconButton />;
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

function StaffMenu() {
  const translate = useTranslate();
  return (
    <nav aria-label={translate('staff.layout.navigation')}>
      <Menu />
    </nav>
  );
}

function StaffFooter() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ display: 'flex', gap: 3, justifyContent: 'center', p: 2, borderTop: 1, borderColor: 'divider', color: 'text.secondary', typography: 'body2' }}>
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
      <Layout appBar={StaffAppBar} menu={StaffMenu} appBarAlwaysOn>
        {children}
      </Layout>
      <StaffFooter />
    </>
  );
}

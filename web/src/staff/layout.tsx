// The console's frame: react-admin's layout with the page title as the level-one heading, a
// loading indicator that names itself (screen readers, axe's aria-progressbar-name) and the
// screens' document titles and focus (page-focus.ts).
import { CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, RefreshIconButton, TitlePortal, ToggleThemeButton, useLoading, useTranslate } from 'react-admin';
import { useStaffPageFocus } from './page-focus';

function LoadingIndicator() {
  const loading = useLoading();
  const translate = useTranslate();
  return loading ? <CircularProgress color="inherit" size={20} thickness={2} aria-label={translate('ra.page.loading')} sx={{ m: 1.5 }} /> : <RefreshIconButton />;
}

function StaffAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  );
}

export function StaffLayout({ children }: { children: ReactNode }) {
  useStaffPageFocus();
  return <Layout appBar={StaffAppBar}>{children}</Layout>;
}

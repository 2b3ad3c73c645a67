// The console's home: the club at a glance for staff (home/, loaded lazily with its charts), or for
// an account without any staff permission the statement that nothing here is open to it (the menu
// is empty and the API would refuse every call).
import { Card, CardContent, Link, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../lib/permissions';

const StaffHome = lazy(() => import('./home'));

export function Dashboard() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  const any = Object.values(permissions ?? {}).some(Boolean);
  return (
    <>
      <Title title={translate('staff.title')} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography component="h2" variant="h5" gutterBottom>
            {translate('staff.dashboard.welcome')}
          </Typography>
          {!any && <Typography>{translate('staff.dashboard.no_access')}</Typography>}
          <Typography sx={{ mt: any ? 0 : 2 }}>
            <Link href="/">{translate('staff.dashboard.back_to_site')}</Link>
          </Typography>
        </CardContent>
      </Card>
      {any && permissions && (
        <Suspense fallback={null}>
          <StaffHome permissions={permissions} />
        </Suspense>
      )}
    </>
  );
}

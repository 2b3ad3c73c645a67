// The console's home: a greeting, or for an account without any staff permission the statement
// that nothing here is open to it (the menu is empty and the API would refuse every call).
import { Card, CardContent, Link, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../lib/permissions';

export function Dashboard() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  const any = Object.values(permissions ?? {}).some(Boolean);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('staff.title')} />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {translate('staff.dashboard.welcome')}
        </Typography>
        <Typography>{translate(any ? 'staff.dashboard.choose' : 'staff.dashboard.no_access')}</Typography>
        <Typography sx={{ mt: 2 }}>
          <Link href="/">{translate('staff.dashboard.back_to_site')}</Link>
        </Typography>
      </CardContent>
    </Card>
  );
}

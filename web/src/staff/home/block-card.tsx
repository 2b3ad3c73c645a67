// A home block: a card with its heading, showing loading and failure in the catalogue's words.
import { Alert, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export function BlockCard({
  title,
  state,
  children,
}: {
  title: string;
  state: { isPending: boolean; isError: boolean };
  children: () => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {state.isError ? (
          <Alert severity="error">{translate('staff.dashboard.failed')}</Alert>
        ) : state.isPending ? (
          <CircularProgress size={24} aria-label={translate('staff.dashboard.loading')} />
        ) : (
          children()
        )}
      </CardContent>
    </Card>
  );
}

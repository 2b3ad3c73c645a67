// The newsletter of an article (content=full): the mail as members will get it, how many are
// subscribed, what was queued, sent and failed; a test send to me, then the send to everyone.
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Newsletter, StaffDataProvider } from '@/staff/data-provider';

export function NewsletterPanel() {
  const record = useRecordContext<{ id: string; published_at: string | null }>();
  const published = !!record?.published_at && new Date(record.published_at) <= new Date();
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const key = ['newsletter', record?.id];
  const newsletter = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.newsletter(record!.id),
    enabled: published,
  });
  const act = useMutation({
    mutationFn: (action: 'test' | 'send') => dataProvider.newsletter(record!.id, action),
    onSuccess: (data: Newsletter, action) => {
      client.setQueryData(key, data);
      notify(action === 'test' ? 'staff.newsletter.tested' : 'staff.newsletter.sent', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  const data = newsletter.data;
  const send = () => {
    if (data && window.confirm(translate('staff.newsletter.confirm', { count: data.subscribers }))) act.mutate('send');
  };
  return (
    <Card variant="outlined" sx={{ mt: 2, width: '100%' }} component="section" aria-labelledby="newsletter-title">
      <CardContent>
        <Typography id="newsletter-title" variant="h6" component="h2">
          {translate('staff.newsletter.title')}
        </Typography>
        {!published ? (
          <Alert severity="info">{translate('staff.newsletter.unpublished')}</Alert>
        ) : (
          <Stack spacing={2}>
            <Typography>{translate('staff.newsletter.intro')}</Typography>
            {newsletter.isLoading && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
            {newsletter.isError && <Alert severity="error">{translate('staff.newsletter.failed')}</Alert>}
            {data && (
              <>
                <Typography>{translate('staff.newsletter.subscribers', { count: data.subscribers })}</Typography>
                <Typography aria-live="polite">
                  {translate('staff.newsletter.counts', { queued: data.queued, sent: data.sent, failed: data.failed })}
                </Typography>
                {/* The mail's own colours on white in both themes, as a mail client shows it. */}
                <Box
                  role="group"
                  tabIndex={0}
                  aria-label={translate('staff.newsletter.preview')}
                  sx={{
                    maxHeight: 480,
                    overflow: 'auto',
                    border: 1,
                    borderColor: 'divider',
                    bgcolor: '#ffffff',
                    color: '#1f2937',
                  }}
                  dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(data.html) }}
                />
              </>
            )}
            <Stack direction="row" spacing={2}>
              <Button
                type="button"
                variant="outlined"
                disabled={act.isPending || !data}
                onClick={() => act.mutate('test')}
              >
                {translate('staff.newsletter.test')}
              </Button>
              <Button type="button" variant="contained" disabled={act.isPending || !data} onClick={send}>
                {translate('staff.newsletter.send')}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

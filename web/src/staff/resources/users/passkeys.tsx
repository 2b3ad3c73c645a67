// A member's passkeys for staff (users=full): each with its name, when it was added and last used;
// staff remove the one of a lost device, or all of them. Either ends every session of the member: a
// session does not say which device holds it, so the lost phone is signed out only with the others
// (docs/auth-api.md §1.15). With a hosted Supabase project the console cannot tell (passkeys: null).
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { StaffDataProvider, UserPasskey } from '@/staff/data-provider';
import { formatDateTime } from '@/lib/format';

/** What staff asked to remove: one passkey, or every one (`all`). */
type Removal = UserPasskey | 'all';

export function UserPasskeys() {
  const record = useRecordContext<{ id: string; passkeys: number | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const heading = useId();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [asking, setAsking] = useState<Removal | null>(null);
  const id = String(record?.id ?? '');
  const hosted = record?.passkeys === null;
  // The count keys the query, so a refresh of the member (another staff member removed one) reloads the list.
  const list = useQuery({
    queryKey: ['user-passkeys', id, record?.passkeys],
    queryFn: () => dataProvider.listUserPasskeys(id),
    enabled: !!record && !hosted,
  });
  const remove = useMutation({
    mutationFn: (removal: Removal) => dataProvider.removeUserPasskeys(id, removal === 'all' ? undefined : removal.id),
    onSuccess: (_data, removal) => {
      notify(removal === 'all' ? 'staff.users.passkeys_removed' : 'staff.users.passkey_removed', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: () => setAsking(null),
  });
  if (!record) return null;
  const nameOf = (p: UserPasskey) => p.name ?? translate('staff.users.passkey_unnamed');
  const passkeys = list.data ?? [];
  return (
    <Box component="section" aria-labelledby={heading} sx={{ mt: 2, width: '100%' }}>
      <Typography component="h2" variant="h6" id={heading}>
        {translate('staff.users.passkeys')}
      </Typography>
      {hosted ? (
        <Typography>{translate('staff.users.passkeys_hosted')}</Typography>
      ) : list.isPending ? null : passkeys.length === 0 ? (
        <Typography>{translate('staff.users.passkeys_none')}</Typography>
      ) : (
        <>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {passkeys.map((p) => (
              <Stack
                component="li"
                key={p.id}
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Box sx={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{nameOf(p)}</Typography>
                  <Typography variant="body2">
                    {translate('staff.users.passkey_created', { when: formatDateTime(p.created_at) })}
                    {' · '}
                    {p.last_used_at
                      ? translate('staff.users.passkey_last_used', { when: formatDateTime(p.last_used_at) })
                      : translate('staff.users.passkey_never_used')}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  disabled={remove.isPending}
                  onClick={() => setAsking(p)}
                  aria-label={translate('staff.users.passkey_remove_named', { name: nameOf(p) })}
                >
                  {translate('staff.users.passkey_remove')}
                </Button>
              </Stack>
            ))}
          </Stack>
          <Button
            variant="outlined"
            color="error"
            sx={{ mt: 2 }}
            disabled={remove.isPending}
            onClick={() => setAsking('all')}
          >
            {translate('staff.users.passkeys_remove')}
          </Button>
        </>
      )}
      <Confirm
        isOpen={asking !== null}
        loading={remove.isPending}
        title={
          asking === 'all' || asking === null
            ? translate('staff.users.passkeys_confirm_title')
            : translate('staff.users.passkey_confirm_title', { name: nameOf(asking) })
        }
        content={translate(asking === 'all' ? 'staff.users.passkeys_confirm' : 'staff.users.passkey_confirm')}
        confirm={translate(asking === 'all' ? 'staff.users.passkeys_remove' : 'staff.users.passkey_remove')}
        onConfirm={() => asking && remove.mutate(asking)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}

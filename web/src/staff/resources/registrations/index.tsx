// The queue of members to verify (users=full): pending registrations by default; a registration
// opens with the member's onboarding answers and is verified or rejected with a note.
import { Button, Card, CardContent, Stack, TextField as MuiTextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  BooleanField,
  DateField,
  EmailField,
  Labeled,
  List,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import type { components } from '@/generated/api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { dateTime, StaffListActions } from '../shared';

type Status = components['schemas']['RegistrationStatus'];
const STATUS_SET = { pending: true, verified: true, rejected: true } as const satisfies Record<Status, true>;

function StatusFilter() {
  const translate = useTranslate();
  const choices = (Object.keys(STATUS_SET) as Status[]).map((id) => ({ id, name: translate(`staff.status.${id}`) }));
  return [
    <SelectInput key="status" source="status" label={translate('staff.filters.status')} choices={choices} alwaysOn />,
  ];
}

function RegistrationList() {
  return (
    <List
      actions={<StaffListActions />}
      filters={StatusFilter()}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <StaffDatagrid>
        <EmailField source="email" sortable={false} />
        <TextField source="first_name" sortable={false} />
        <TextField source="last_name" sortable={false} />
        <TextField source="onboarding.model" sortable={false} />
        <TextField source="onboarding.vin" sortable={false} />
        <BooleanField source="is_verified" sortable={false} />
        <DateField source="created_at" sortable={false} {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function Decision() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);
  const noteField = useRef<HTMLTextAreaElement>(null);
  // A rejection keeps its reason as the staff note (the API requires it, the member's mail quotes
  // it): the field says so beforehand, and a rejection without it points the focus there.
  const reject = () => {
    if (note.trim()) return decide.mutate('reject');
    setNoteMissing(true);
    noteField.current?.focus();
  };
  const decide = useMutation({
    mutationFn: (verdict: 'verify' | 'reject') =>
      verdict === 'verify'
        ? dataProvider.verifyRegistration(String(record!.id), note || undefined)
        : dataProvider.rejectRegistration(String(record!.id), note),
    onSuccess: (_data, verdict) => {
      notify(verdict === 'verify' ? 'staff.registrations.verified' : 'staff.registrations.rejected', {
        type: 'success',
      });
      refresh();
      redirect('list', 'registrations');
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <MuiTextField
            id="registration-note"
            label={translate('staff.registrations.note')}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              if (e.target.value.trim()) setNoteMissing(false);
            }}
            inputRef={noteField}
            error={noteMissing}
            helperText={translate(noteMissing ? 'staff.registrations.note_missing' : 'staff.registrations.note_help')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          <Stack direction="row" spacing={2}>
            <Button variant="contained" disabled={decide.isPending} onClick={() => decide.mutate('verify')}>
              {translate('staff.registrations.verify')}
            </Button>
            <Button variant="outlined" disabled={decide.isPending} onClick={reject}>
              {translate('staff.registrations.reject')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function RegistrationReview() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <EmailField source="email" />
        <TextField source="first_name" emptyText="–" />
        <TextField source="last_name" emptyText="–" />
        <TextField source="onboarding.tesla_account_email" emptyText="–" />
        <TextField source="onboarding.tesla_account_full_name" emptyText="–" />
        <TextField source="onboarding.model" emptyText="–" />
        <TextField source="onboarding.variant" emptyText="–" />
        <TextField source="onboarding.vin" emptyText="–" />
        <BooleanField source="onboarding.complete" />
        <BooleanField source="is_verified" />
        <DateField source="rejected_at" emptyText="–" {...dateTime} />
        <TextField source="note" emptyText="–" />
        <Labeled label={false}>
          <Decision />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}

export default { list: RegistrationList, edit: RegistrationReview };

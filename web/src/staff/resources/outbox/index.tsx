// The outbox (users=full): every outgoing mail newest first, queued, sent, failed with the reason or
// superseded (written when sent, it no longer held);
// a failed mail can be queued again. Bodies are never shown (account mails hold sign-in links).
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { components } from '@/generated/api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { dateTime, StaffListActions } from '../shared';

type Mail = components['schemas']['OutboxMailDto'];
const STATUS_SET = { queued: true, sent: true, failed: true, superseded: true } as const satisfies Record<
  Mail['status'],
  true
>;

function Filters() {
  const translate = useTranslate();
  const choices = (Object.keys(STATUS_SET) as Mail['status'][]).map((id) => ({
    id,
    name: translate(`staff.outbox.status.${id}`),
  }));
  return [
    <SelectInput key="status" source="status" label={translate('staff.filters.status')} choices={choices} alwaysOn />,
  ];
}

function RetryButton() {
  const record = useRecordContext<Mail>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const retry = useMutation({
    mutationFn: (id: string) => dataProvider.retryMail(id),
    onSuccess: () => {
      notify('staff.outbox.retried', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (record?.status !== 'failed') return null;
  return (
    <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate(record.id)}>
      {translate('staff.outbox.retry')}
    </Button>
  );
}

function OutboxList() {
  const translate = useTranslate();
  return (
    <List actions={<StaffListActions />} filters={Filters()} sort={{ field: 'id', order: 'ASC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" sortable={false} {...dateTime} />
        <FunctionField
          source="kind"
          sortable={false}
          render={(r: Mail) => translate(`staff.outbox.kinds.${r.kind}`, { _: r.kind })}
        />
        <TextField source="recipient" sortable={false} />
        <TextField source="subject" sortable={false} />
        <FunctionField
          source="status"
          sortable={false}
          render={(r: Mail) => translate(`staff.outbox.status.${r.status}`)}
        />
        <NumberField source="attempts" sortable={false} />
        <TextField source="last_error" sortable={false} />
        <DateField source="sent_at" sortable={false} {...dateTime} />
        <FunctionField label="staff.outbox.actions" render={() => <RetryButton />} />
      </Datagrid>
    </List>
  );
}

export default { list: OutboxList };

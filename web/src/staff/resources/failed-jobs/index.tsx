// Failed jobs of the job queues (users=full), most recent first, with the error each failed with;
// a failed job can be queued again.
import { Button, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
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
import { QueueName } from '../job-queues/queue-name';

type FailedJob = components['schemas']['FailedJobDto'];

function RetryButton() {
  const record = useRecordContext<FailedJob>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const retry = useMutation({
    mutationFn: (id: string) => dataProvider.retryJob(id),
    onSuccess: () => {
      notify('staff.jobs.retried', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate(record.id)}>
      {translate('staff.jobs.retry')}
    </Button>
  );
}

function FailedJobList() {
  const translate = useTranslate();
  return (
    <List actions={<StaffListActions />} sort={{ field: 'id', order: 'ASC' }} perPage={50} empty={false}>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography>{translate('staff.jobs.none')}</Typography>}
      >
        <DateField source="failed_at" sortable={false} {...dateTime} />
        <FunctionField source="queue" sortable={false} render={(j: FailedJob) => <QueueName name={j.queue} />} />
        <TextField source="error" sortable={false} />
        <NumberField source="retry_count" sortable={false} />
        <DateField source="created_at" sortable={false} {...dateTime} />
        <FunctionField label="staff.jobs.actions" render={() => <RetryButton />} />
      </Datagrid>
    </List>
  );
}

export default { list: FailedJobList };

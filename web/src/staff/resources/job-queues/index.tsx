// The job queues (users=full): each queue with its jobs waiting, running, failed and waiting for a
// retry, named in Slovak; the failed jobs themselves (with their error and a retry) are the next
// resource. The queue library's own queues are not listed (the server leaves them out).
import { Datagrid, FunctionField, List, NumberField } from 'react-admin';
import { StaffListActions } from '../shared';
import { QueueName } from './queue-name';

function JobQueueList() {
  return (
    <List actions={<StaffListActions />} pagination={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField source="id" sortable={false} render={(q: { id: string }) => <QueueName name={q.id} />} />
        <NumberField source="queued" sortable={false} />
        <NumberField source="active" sortable={false} />
        <NumberField source="failed" sortable={false} />
        <NumberField source="retrying" sortable={false} />
      </Datagrid>
    </List>
  );
}

export default { list: JobQueueList };

// The job queues (users=full): each queue with its jobs waiting, running, failed and waiting for a
// retry; the failed jobs themselves (with their error and a retry) are the next resource.
import { Datagrid, List, NumberField, TextField } from 'react-admin';
import { StaffListActions } from '../shared';

function JobQueueList() {
  return (
    <List actions={<StaffListActions />} pagination={false} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" sortable={false} />
        <NumberField source="queued" sortable={false} />
        <NumberField source="active" sortable={false} />
        <NumberField source="failed" sortable={false} />
        <NumberField source="retrying" sortable={false} />
      </Datagrid>
    </List>
  );
}

export default { list: JobQueueList };

// Contact-form messages (content=full): read them, and mark each handled once answered or dealt
// with, so the console's home counts only what still waits. The message itself cannot be changed.
import {
  BooleanField,
  BooleanInput,
  DateField,
  Edit,
  EmailField,
  Labeled,
  List,
  SimpleForm,
  TextField,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { dateTime, FormToolbar, searchFilter, StaffListActions } from '../shared';

function ContactMessageList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'created_at', order: 'DESC' }}>
      <StaffDatagrid>
        <DateField source="created_at" {...dateTime} />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="subject" emptyText="—" sortable={false} />
        <BooleanField source="handled" sortable={false} />
      </StaffDatagrid>
    </List>
  );
}

function ContactMessageEdit() {
  return (
    <Edit mutationMode="pessimistic">
      {/* Messages are kept (the API has no deletion): the form only saves the handled mark. */}
      <SimpleForm toolbar={<FormToolbar deletable={false} />}>
        <Labeled>
          <DateField source="created_at" {...dateTime} />
        </Labeled>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="subject" emptyText="—" />
        </Labeled>
        <Labeled fullWidth>
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <BooleanInput source="handled" helperText="staff.contact_messages.handled_help" />
      </SimpleForm>
    </Edit>
  );
}

export default { list: ContactMessageList, edit: ContactMessageEdit };

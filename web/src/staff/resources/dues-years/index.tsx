// Membership years (finance=full): opening one creates a record with a variable symbol for every
// verified member and queues their request mails (with the PAY by square QR).
import { Create, Datagrid, DateField, DateInput, List, NumberField, NumberInput, SimpleForm, required } from 'react-admin';
import { dateTime, FormToolbar, StaffListActions } from '../shared';

function DuesYearList() {
  return (
    <List actions={<StaffListActions />} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <NumberField source="year" options={{ useGrouping: false }} sortable={false} />
        <DateField source="due_date" locales="sk-SK" sortable={false} />
        <NumberField source="grace_days" sortable={false} />
        <DateField source="opened_at" sortable={false} {...dateTime} />
      </Datagrid>
    </List>
  );
}

function OpenDuesYear() {
  const year = new Date().getFullYear();
  return (
    <Create redirect="list" title="staff.dues.open_year">
      <SimpleForm defaultValues={{ year, due_date: `${year}-03-31`, grace_days: 14 }} toolbar={<FormToolbar />}>
        <NumberInput source="year" validate={required()} step={1} helperText="staff.dues.open_year_help" />
        <DateInput source="due_date" validate={required()} />
        <NumberInput source="grace_days" step={1} />
      </SimpleForm>
    </Create>
  );
}

export default { list: DuesYearList, create: OpenDuesYear };

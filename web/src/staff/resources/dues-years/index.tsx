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

/**
 * What a new year starts with: due on the coming 31 March (today's, or next year's once it has
 * passed), never a day gone by. From October on the club opens the coming year.
 */
export function newYearDefaults(today: Date): { year: number; due_date: string; grace_days: number } {
  const y = today.getFullYear();
  const pad = (n: number) => String(n).padStart(2, '0');
  const todayIso = `${y}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const dueYear = todayIso <= `${y}-03-31` ? y : y + 1;
  return { year: today.getMonth() >= 9 ? y + 1 : y, due_date: `${dueYear}-03-31`, grace_days: 14 };
}

function OpenDuesYear() {
  return (
    <Create redirect="list" title="staff.dues.open_year">
      <SimpleForm defaultValues={newYearDefaults(new Date())} toolbar={<FormToolbar />}>
        <NumberInput source="year" validate={required()} step={1} helperText="staff.dues.open_year_help" />
        <DateInput source="due_date" validate={required()} />
        <NumberInput source="grace_days" step={1} />
      </SimpleForm>
    </Create>
  );
}

export default { list: DuesYearList, create: OpenDuesYear };

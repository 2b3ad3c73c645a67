// Membership years (finance=full): opening one creates a record with a variable symbol for every
// verified member and queues their request mails (with the PAY by square QR).
import {
  Create,
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  required,
} from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The due date a year starts with: 31 March of that year while it is ahead, else 30 days from
 * today (never past 31 December): always within the year (the server's rule) and never a day gone by.
 */
export function dueDateFor(year: number, today: Date): string {
  const march = `${year}-03-31`;
  if (march >= isoDay(today)) return march;
  const later = isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30));
  return later.startsWith(`${year}-`) ? later : `${year}-12-31`;
}

/** What a new year starts with: from October on the club opens the coming year. */
export function newYearDefaults(today: Date): { year: number; due_date: string; grace_days: number } {
  const year = today.getMonth() >= 9 ? today.getFullYear() + 1 : today.getFullYear();
  return { year, due_date: dueDateFor(year, today), grace_days: 14 };
}

/** Another year typed: its due date moves with it (the form would otherwise send a date outside the year). */
function DueDateFollowsYear() {
  const year = useWatch({ name: 'year' }) as number | null;
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    const due = getValues('due_date') as string | null;
    if (year && year >= 2000 && year <= 2100 && !due?.startsWith(`${year}-`))
      setValue('due_date', dueDateFor(year, new Date()), { shouldDirty: true });
  }, [year, getValues, setValue]);
  return null;
}

function OpenDuesYear() {
  return (
    <Create redirect="list" title="staff.dues.open_year">
      <SimpleForm defaultValues={newYearDefaults(new Date())} toolbar={<FormToolbar />}>
        <NumberInput source="year" validate={required()} step={1} helperText="staff.dues.open_year_help" />
        <DateInput source="due_date" validate={required()} />
        <NumberInput source="grace_days" step={1} />
        <DueDateFollowsYear />
      </SimpleForm>
    </Create>
  );
}

export default { list: DuesYearList, create: OpenDuesYear };

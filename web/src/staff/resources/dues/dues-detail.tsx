// One dues record (finance=full): amounts, status and payments; cash received by hand with a note;
// the member's plan or waiver (which reprices the member's unpaid records).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  BooleanInput,
  Datagrid,
  DateField,
  DateInput,
  Edit,
  FunctionField,
  Labeled,
  NumberField,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  ArrayField,
  minValue,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { components } from '@/generated/api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { dateTime } from '../shared';
import { eur } from './dues-labels';

type Detail = components['schemas']['AdminDuesDetailDto'];

function useAction<T>(run: (input: T) => Promise<unknown>, done: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}

function Summary() {
  const record = useRecordContext<Detail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
      <Labeled label="staff.dues.member">
        <TextField source="member.email" />
      </Labeled>
      <Labeled label="resources.dues.fields.variable_symbol">
        <TextField source="variable_symbol" />
      </Labeled>
      <Labeled label="resources.dues.fields.amount">
        <NumberField source="amount" options={eur} locales="sk-SK" />
      </Labeled>
      <Labeled label="resources.dues.fields.paid">
        <NumberField source="paid" options={eur} locales="sk-SK" />
      </Labeled>
      <Labeled label="resources.dues.fields.status">
        <FunctionField render={(r: Detail) => translate(`staff.dues.status.${r.status}`)} />
      </Labeled>
      <Labeled label="resources.dues.fields.due_date">
        <DateField source="due_date" locales="sk-SK" />
      </Labeled>
    </Box>
  );
}

function Payments() {
  const translate = useTranslate();
  return (
    <ArrayField source="payments">
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">—</Typography>}>
        <DateField source="booked_on" locales="sk-SK" label="staff.dues.booked_on" />
        <NumberField source="amount" options={eur} locales="sk-SK" label="resources.dues.fields.amount" />
        <FunctionField
          source="source"
          label="staff.dues.source"
          render={(p: Detail['payments'][number]) => translate(`staff.dues.sources.${p.source}`)}
        />
        <TextField source="debtor_name" label="staff.dues.debtor" emptyText="–" />
        <TextField source="note" label="staff.dues.note" emptyText="–" />
        <DateField source="created_at" label="resources.dues.fields.created_at" {...dateTime} />
      </Datagrid>
    </ArrayField>
  );
}

function CashForm({ record }: { record: Detail }) {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const action = useAction(
    (values: { amount: number; paid_on: string; note: string }) => dataProvider.recordDuesPayment(record.id, values),
    'staff.dues.payment_recorded',
  );
  return (
    <SimpleForm
      record={{ amount: record.outstanding, paid_on: new Date().toISOString().slice(0, 10), note: '' }}
      onSubmit={(v: Record<string, unknown>) => action.mutate(v as never)}
      toolbar={
        <Toolbar>
          <SaveButton label="staff.dues.record_payment" alwaysEnable />
        </Toolbar>
      }
    >
      <NumberInput
        source="amount"
        label="resources.dues.fields.amount"
        validate={[required(), minValue(0.01)]}
        step={0.01}
      />
      <DateInput source="paid_on" label="staff.dues.paid_on" validate={required()} />
      <TextInput
        source="note"
        label="staff.dues.note"
        validate={required()}
        fullWidth
        helperText="staff.dues.note_help"
      />
    </SimpleForm>
  );
}

function MemberPlanForm({ record }: { record: Detail }) {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const action = useAction(
    (values: { plan_id: string | null; waived: boolean; note: string | null }) =>
      dataProvider.updateMemberDues(record.member.id, values),
    'staff.dues.member_saved',
  );
  return (
    <SimpleForm
      resource="dues"
      record={{ plan_id: record.plan_id, waived: record.waived, note: record.member_note }}
      onSubmit={(v: Record<string, unknown>) =>
        action.mutate({ plan_id: (v.plan_id as string) || null, waived: !!v.waived, note: (v.note as string) || null })
      }
      toolbar={
        <Toolbar>
          <SaveButton label="ra.action.save" alwaysEnable />
        </Toolbar>
      }
    >
      <ReferenceInput source="plan_id" reference="fee-plans">
        <SelectInput optionText="name" label="staff.dues.plan" emptyText="staff.dues.default_plan" />
      </ReferenceInput>
      <BooleanInput source="waived" label="staff.dues.waived" />
      <TextInput source="note" label="staff.dues.member_note" fullWidth />
    </SimpleForm>
  );
}

function Sections() {
  const record = useRecordContext<Detail>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Summary />
        <Typography variant="h6" component="h2">
          {translate('staff.dues.payments')}
        </Typography>
        <Payments />
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {translate('staff.dues.record_payment')}
        </Typography>
        <CashForm record={record} />
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {translate('staff.dues.member_plan')}
        </Typography>
        <MemberPlanForm record={record} />
      </CardContent>
    </Card>
  );
}

export function DuesDetail() {
  return (
    <Edit mutationMode="pessimistic" actions={false} component="div">
      <Sections />
    </Edit>
  );
}

// Fee plans (finance=full): the yearly amount of each kind of member (regular, reduced, company…).
// A changed amount applies to records created from then on; existing records keep theirs.
import { List, NumberField, NumberInput, TextField, TextInput, minValue, required } from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { formScreens, StaffListActions } from '../shared';

const eur = { style: 'currency', currency: 'EUR' } as const;

function FeePlanList() {
  return (
    <List actions={<StaffListActions />} pagination={false}>
      <StaffDatagrid>
        <TextField source="name" sortable={false} />
        <NumberField source="amount" options={eur} locales="sk-SK" sortable={false} />
        <TextField source="description" sortable={false} />
      </StaffDatagrid>
    </List>
  );
}

function FeePlanInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <NumberInput
        source="amount"
        validate={[required(), minValue(0)]}
        step={0.01}
        helperText="staff.dues.amount_help"
      />
      <TextInput source="description" fullWidth multiline />
    </>
  );
}

export default { list: FeePlanList, ...formScreens(FeePlanInputs, { redirect: 'list' }) };

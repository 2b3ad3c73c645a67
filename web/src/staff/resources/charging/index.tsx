// Charging information for members (content=full): providers and tips with a markdown text and a
// link, in the members' order.
import { BooleanField, BooleanInput, DateField, List, NumberField, TextField, TextInput, required } from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { dateTime, formScreens, MarkdownInput, OrderInput, searchFilter, StaffListActions } from '../shared';

function ChargingList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'sort_order', order: 'ASC' }}>
      <StaffDatagrid>
        <TextField source="title" />
        <TextField source="provider" emptyText="–" />
        <NumberField source="sort_order" />
        <BooleanField source="published" sortable={false} />
        <DateField source="updated_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function ChargingInputs() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="provider" fullWidth />
      <MarkdownInput source="description" />
      <TextInput source="url" type="url" fullWidth />
      <OrderInput />
      <BooleanInput source="published" />
    </>
  );
}

export default {
  list: ChargingList,
  ...formScreens(ChargingInputs, { redirect: 'list', defaults: { sort_order: 0, published: true } }),
};

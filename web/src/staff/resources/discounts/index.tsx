// Partner discounts (content=full): the partner, the offer (markdown), the code members see (only
// verified members get it: the server decides), links and the last day of validity.
import {
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  List,
  NumberField,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { dateTime, formScreens, MarkdownInput, OrderInput, searchFilter, StaffListActions } from '../shared';

function DiscountList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'sort_order', order: 'ASC' }}>
      <StaffDatagrid>
        <TextField source="partner_name" />
        <TextField source="title" />
        <TextField source="code" emptyText="–" sortable={false} />
        <DateField source="valid_until" emptyText="–" locales="sk-SK" />
        <NumberField source="sort_order" />
        <BooleanField source="published" sortable={false} />
        <DateField source="updated_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function DiscountInputs() {
  return (
    <>
      <TextInput source="partner_name" validate={required()} fullWidth />
      <TextInput source="title" validate={required()} fullWidth />
      <MarkdownInput source="description" />
      <TextInput source="code" fullWidth />
      <TextInput source="url" type="url" fullWidth />
      <TextInput source="logo_url" type="url" fullWidth />
      <DateInput source="valid_until" parse={(value: string) => value || null} />
      <OrderInput />
      <BooleanInput source="published" />
    </>
  );
}

export default {
  list: DiscountList,
  ...formScreens(DiscountInputs, { redirect: 'list', defaults: { sort_order: 0, published: true } }),
};

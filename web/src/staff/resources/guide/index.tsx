// Guide entries (content=full): the /poradna articles with category, summary and markdown body,
// ordered by sort order; an empty publish date keeps an entry a draft.
import { DateField, List, NumberField, TextField, TextInput } from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import {
  dateTime,
  formScreens,
  InstantInput,
  MarkdownInput,
  OrderInput,
  searchFilter,
  StaffListActions,
  TitleSlugInputs,
} from '../shared';

function GuideList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'sort_order', order: 'ASC' }}>
      <StaffDatagrid>
        <TextField source="title" />
        <TextField source="category" emptyText="–" />
        <NumberField source="sort_order" />
        <DateField source="published_at" emptyText="–" {...dateTime} />
        <DateField source="updated_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function GuideInputs() {
  return (
    <>
      <TitleSlugInputs />
      <TextInput source="category" fullWidth />
      <TextInput source="summary" multiline fullWidth />
      <MarkdownInput source="body" />
      <OrderInput />
      <InstantInput source="published_at" />
    </>
  );
}

export default { list: GuideList, ...formScreens(GuideInputs, { defaults: { sort_order: 0 } }) };

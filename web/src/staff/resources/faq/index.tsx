// FAQ (content=full): question and markdown answer, ordered by sort order on /faq; unpublished
// entries stay hidden from the public page.
import { BooleanField, BooleanInput, Datagrid, DateField, List, NumberField, TextField, TextInput, required } from 'react-admin';
import { dateTime, formScreens, MarkdownInput, OrderInput, searchFilter } from '../shared';

function FaqList() {
  return (
    <List filters={[searchFilter]} sort={{ field: 'sort_order', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="question" />
        <NumberField source="sort_order" />
        <BooleanField source="published" sortable={false} />
        <DateField source="updated_at" {...dateTime} />
      </Datagrid>
    </List>
  );
}

function FaqInputs() {
  return (
    <>
      <TextInput source="question" validate={required()} fullWidth />
      <MarkdownInput source="answer" validate={required()} />
      <OrderInput />
      <BooleanInput source="published" />
    </>
  );
}

export default { list: FaqList, ...formScreens(FaqInputs, { redirect: 'list', defaults: { sort_order: 0, published: true } }) };

// FAQ (content=full): question and markdown answer, ordered by sort order on /faq; unpublished
// entries stay hidden from the public page.
import { BooleanField, BooleanInput, Create, Datagrid, DateField, Edit, List, NumberField, NumberInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { dateTime, MarkdownInput, searchFilter } from '../shared';

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
      <NumberInput source="sort_order" />
      <BooleanInput source="published" />
    </>
  );
}

function FaqCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ sort_order: 0, published: true }}>
        <FaqInputs />
      </SimpleForm>
    </Create>
  );
}

function FaqEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <FaqInputs />
      </SimpleForm>
    </Edit>
  );
}

export default { list: FaqList, edit: FaqEdit, create: FaqCreate };

// Guide entries (content=full): the /poradna articles with category, summary and markdown body,
// ordered by sort order; an empty publish date keeps an entry a draft.
import { Create, Datagrid, DateField, Edit, List, NumberField, NumberInput, SimpleForm, TextField, TextInput, required } from 'react-admin';
import { dateTime, InstantInput, MarkdownInput, searchFilter } from '../shared';

function GuideList() {
  return (
    <List filters={[searchFilter]} sort={{ field: 'sort_order', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="category" emptyText="–" />
        <NumberField source="sort_order" />
        <DateField source="published_at" emptyText="–" {...dateTime} />
        <DateField source="updated_at" {...dateTime} />
      </Datagrid>
    </List>
  );
}

function GuideInputs() {
  return (
    <>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="slug" fullWidth />
      <TextInput source="category" fullWidth />
      <TextInput source="summary" multiline fullWidth />
      <MarkdownInput source="body" />
      <NumberInput source="sort_order" />
      <InstantInput source="published_at" />
    </>
  );
}

function GuideCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={{ sort_order: 0 }}>
        <GuideInputs />
      </SimpleForm>
    </Create>
  );
}

function GuideEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm>
        <GuideInputs />
      </SimpleForm>
    </Edit>
  );
}

export default { list: GuideList, edit: GuideEdit, create: GuideCreate };

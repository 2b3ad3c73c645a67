// Content pages (content=full): the catch-all pages of the public site (/o-nas, /ochrana-osobnych-udajov,
// /{slug}), markdown with preview; an empty publish date keeps the page a draft.
import { DateField, List, TextField, TextInput } from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import {
  dateTime,
  formScreens,
  InstantInput,
  MarkdownInput,
  searchFilter,
  StaffListActions,
  TitleSlugInputs,
} from '../shared';

function PageList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'slug', order: 'ASC' }}>
      <StaffDatagrid>
        <TextField source="title" />
        <TextField source="slug" />
        <DateField source="published_at" emptyText="–" {...dateTime} />
        <DateField source="updated_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function PageInputs() {
  return (
    <>
      <TitleSlugInputs slugHelp="staff.pages.slug_help" />
      <TextInput source="description" multiline fullWidth />
      <MarkdownInput source="body" />
      <InstantInput source="published_at" />
    </>
  );
}

export default { list: PageList, ...formScreens(PageInputs) };

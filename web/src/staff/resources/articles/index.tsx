// Articles (content=full): markdown with preview, photo, publish date (empty = draft) and author
// (the caller by default; staff who also manage members can pick another one).
import {
  DateField,
  FunctionField,
  Labeled,
  List,
  ReferenceInput,
  AutocompleteInput,
  TextField,
  TextInput,
  usePermissions,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { FULL, type Permissions } from '@/lib/permissions';
import {
  dateTime,
  formScreens,
  InstantInput,
  MarkdownInput,
  PhotoInput,
  searchFilter,
  StaffListActions,
  TitleSlugInputs,
} from '../shared';
import { NewsletterPanel } from './newsletter-panel';

type Author = { first_name: string | null; last_name: string | null; username: string | null } | null;
const authorName = (author: Author) =>
  author ? [author.first_name, author.last_name].filter(Boolean).join(' ') || author.username || '–' : '–';

function ArticleList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'published_at', order: 'DESC' }}>
      <StaffDatagrid>
        <TextField source="title" />
        <TextField source="slug" />
        <FunctionField
          source="author"
          sortable={false}
          render={(r: { _embedded: { author: Author } }) => authorName(r._embedded.author)}
        />
        <DateField source="published_at" emptyText="–" {...dateTime} />
        <DateField source="updated_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function AuthorInput() {
  const { permissions } = usePermissions<Permissions>();
  // Picking another member needs the members list (users=full); without it the author stays as is.
  if (permissions?.users === FULL) {
    return (
      <ReferenceInput source="author_id" reference="users">
        <AutocompleteInput
          optionText={(u: { email: string; first_name?: string; last_name?: string }) =>
            [u.first_name, u.last_name, `<${u.email}>`].filter(Boolean).join(' ')
          }
          filterToQuery={(q) => ({ q })}
          fullWidth
        />
      </ReferenceInput>
    );
  }
  return (
    <Labeled source="author">
      <FunctionField render={(r: { _embedded?: { author: Author } }) => authorName(r._embedded?.author ?? null)} />
    </Labeled>
  );
}

function ArticleInputs() {
  return (
    <>
      <TitleSlugInputs />
      <TextInput source="description" multiline fullWidth />
      <MarkdownInput source="body" />
      <PhotoInput />
      <InstantInput source="published_at" />
    </>
  );
}

function ArticleEditExtra() {
  return (
    <>
      <AuthorInput />
      <NewsletterPanel />
    </>
  );
}

export default { list: ArticleList, ...formScreens(ArticleInputs, { EditExtra: ArticleEditExtra }) };

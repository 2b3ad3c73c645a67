// Photos (content=full): every uploaded photo with its alt text (required: the public pages show
// it to screen readers), the album it belongs to and its order there. The server checks the type
// (JPEG, PNG or WebP, from the content) and the size and answers 415/413, which the form shows.
import {
  AutocompleteInput,
  Create,
  DateField,
  Edit,
  Labeled,
  List,
  NumberField,
  ReferenceField,
  ReferenceInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { dateTime, FormToolbar, OrderInput, searchFilter, UploadInput, StaffListActions } from '../shared';
import { PhotoThumbnail } from './photo-thumbnail';

function AlbumInput() {
  return (
    <ReferenceInput source="album_id" reference="gallery">
      <AutocompleteInput optionText="title" filterToQuery={(q) => ({ q })} fullWidth />
    </ReferenceInput>
  );
}

function PhotoList() {
  const translate = useTranslate();
  const albumFilter = (
    <ReferenceInput key="album_id" source="album_id" reference="gallery" alwaysOn>
      <AutocompleteInput optionText="title" label={translate('staff.filters.album')} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
  return (
    <List
      actions={<StaffListActions />}
      filters={[searchFilter, albumFilter]}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <StaffDatagrid>
        <PhotoThumbnail source="src" sortable={false} />
        <TextField source="alt" />
        <ReferenceField source="album_id" reference="gallery" emptyText="–" sortable={false} />
        <NumberField source="sort_order" />
        <DateField source="created_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function PhotoCreate() {
  return (
    <Create redirect={(_resource, _id, data) => (data?.album_id ? `gallery/${data.album_id}` : 'photos')}>
      <SimpleForm toolbar={<FormToolbar />}>
        <UploadInput
          accept={{ 'image/jpeg': [], 'image/png': [], 'image/webp': [] }}
          helperText="staff.photos.accept"
        />
        <TextInput source="alt" validate={required()} fullWidth helperText="staff.photos.alt_help" />
        <AlbumInput />
        <OrderInput optional />
      </SimpleForm>
    </Create>
  );
}

function PhotoEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<FormToolbar />}>
        <Labeled source="src">
          <PhotoThumbnail large />
        </Labeled>
        <TextInput source="alt" validate={required()} fullWidth helperText="staff.photos.alt_help" />
        <AlbumInput />
        <OrderInput />
      </SimpleForm>
    </Edit>
  );
}

export default { list: PhotoList, edit: PhotoEdit, create: PhotoCreate };

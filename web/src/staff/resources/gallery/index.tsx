// Gallery albums (content=full): title, address, description, the event they show, the cover (one
// of the album's photos) and the publish date; the edit screen lists the album's photos and uploads
// new ones into it (with their alt text, on the photos screen, which returns here).
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import { Typography } from '@mui/material';
import {
  AutocompleteInput,
  Button,
  DateField,
  List,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  TextField,
  TextInput,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { Link } from 'react-router-dom';
import { PhotoThumbnail } from '../photos/photo-thumbnail';
import {
  dateTime,
  formScreens,
  InstantInput,
  OrderInput,
  searchFilter,
  StaffListActions,
  TitleSlugInputs,
} from '../shared';

function AlbumList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'published_at', order: 'DESC' }}>
      <StaffDatagrid>
        <TextField source="title" />
        <TextField source="slug" />
        <NumberField source="photo_count" sortable={false} />
        <ReferenceField source="event_id" reference="events" emptyText="–" sortable={false} />
        <DateField source="published_at" emptyText="–" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function AlbumInputs() {
  return (
    <>
      <TitleSlugInputs />
      <TextInput source="description" multiline fullWidth />
      <ReferenceInput source="event_id" reference="events">
        <AutocompleteInput optionText="title" filterToQuery={(q) => ({ q })} fullWidth />
      </ReferenceInput>
      <OrderInput />
      <InstantInput source="published_at" />
    </>
  );
}

/** The cover: one of this album's photos, picked by its alt text. */
function CoverInput() {
  const record = useRecordContext<{ id: string }>();
  if (!record) return null;
  return (
    <ReferenceInput
      source="cover_photo_id"
      reference="photos"
      filter={{ album_id: record.id }}
      sort={{ field: 'sort_order', order: 'ASC' }}
    >
      <AutocompleteInput optionText="alt" filterToQuery={(q) => ({ q })} fullWidth />
    </ReferenceInput>
  );
}

function AlbumPhotos() {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const upload = `${createPath({ resource: 'photos', type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ album_id: record.id }))}`;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('staff.gallery.photos')}
      </Typography>
      <Button component={Link} to={upload} label="staff.photos.upload" startIcon={<AddPhotoIcon />} />
      <ReferenceManyField
        reference="photos"
        target="album_id"
        sort={{ field: 'sort_order', order: 'ASC' }}
        perPage={50}
        pagination={<Pagination />}
      >
        <StaffDatagrid empty={<Typography>{translate('staff.gallery.no_photos')}</Typography>}>
          <PhotoThumbnail source="src" sortable={false} />
          <TextField source="alt" sortable={false} />
          <NumberField source="sort_order" sortable={false} />
        </StaffDatagrid>
      </ReferenceManyField>
    </>
  );
}

/** The edit form's parts of an existing album: its cover and its photos. */
function AlbumParts() {
  return (
    <>
      <CoverInput />
      <AlbumPhotos />
    </>
  );
}

export default { list: AlbumList, ...formScreens(AlbumInputs, { defaults: { sort_order: 0 }, EditExtra: AlbumParts }) };

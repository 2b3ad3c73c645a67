// Files members download (content=full): light shows and lock chimes. The server checks the type
// (from the content) and the size per kind and answers 415/413, which the form shows.
import {
  Create,
  DateField,
  Edit,
  List,
  NumberField,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import type { components } from '@/generated/api';
import { dateTime, FormToolbar, searchFilter, UploadInput, StaffListActions } from '../shared';

type Kind = components['schemas']['FileKind'];
const KIND_SET = { light_show: true, lock_chime: true } as const satisfies Record<Kind, true>;

function useKinds() {
  const translate = useTranslate();
  return (Object.keys(KIND_SET) as Kind[]).map((id) => ({ id, name: translate(`staff.kinds.${id}`) }));
}

function FileList() {
  const kinds = useKinds();
  const translate = useTranslate();
  return (
    <List
      actions={<StaffListActions />}
      filters={[
        searchFilter,
        <SelectInput key="kind" source="kind" label={translate('staff.filters.kind')} choices={kinds} alwaysOn />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <StaffDatagrid>
        <TextField source="title" />
        <SelectField source="kind" choices={kinds} sortable={false} />
        <TextField source="file_name" />
        <NumberField source="size_bytes" />
        <DateField source="created_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function FileCreate() {
  const kinds = useKinds();
  return (
    <Create redirect="list">
      <SimpleForm toolbar={<FormToolbar />}>
        <SelectInput source="kind" choices={kinds} validate={required()} />
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="description" multiline fullWidth />
        <UploadInput helperText="staff.files.accept" />
      </SimpleForm>
    </Create>
  );
}

function FileEdit() {
  const kinds = useKinds();
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<FormToolbar />}>
        <SelectField source="kind" choices={kinds} />
        <TextField source="file_name" />
        <TextInput source="title" validate={required()} fullWidth />
        <TextInput source="description" multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}

export default { list: FileList, edit: FileEdit, create: FileCreate };

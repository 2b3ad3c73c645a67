// Members for staff (users=full): search, filter by verification, permission and onboarding; edit
// verification, the staff note and the recommendation, and (an owner only) the permissions and the
// owner flag; see cars, onboarding answers and the history of permissions; see the member's
// passkeys and remove one or all when a phone is lost (passkeys.tsx).
import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  ArrayField,
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  Edit,
  EmailField,
  FunctionField,
  Labeled,
  List,
  NullableBooleanInput,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { formatPhone } from '@/lib/phone';
import { FULL, PERMISSION_AREAS, type Permissions } from '@/lib/permissions';
import { AvatarField } from '../avatar-field';
import { UserPasskeys } from './passkeys';
import { EmailAddressField } from '../email-address-field';
import { PermissionChangesGrid } from '../permission-changes';
import { dateTime, FormToolbar, searchFilter, StaffListActions } from '../shared';

function PermissionChoices() {
  const translate = useTranslate();
  return PERMISSION_AREAS.map((area) => ({ id: area, name: translate(`staff.permissions.${area}`) }));
}

function UserFilters() {
  const translate = useTranslate();
  return [
    searchFilter,
    <NullableBooleanInput
      key="v"
      source="is_verified"
      label={translate('staff.filters.verified')}
      nullLabel="staff.filters.all"
      alwaysOn
    />,
    <SelectInput
      key="p"
      source="permission"
      label={translate('staff.filters.permission')}
      choices={PermissionChoices()}
      alwaysOn
    />,
    <NullableBooleanInput
      key="o"
      source="onboarding_complete"
      label={translate('staff.filters.onboarding_complete')}
    />,
  ];
}

// `source` and `sortable` sit on the element too: the table reads its header from there.
function PermissionsField(_props: { source: string; sortable: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField
      source="permissions"
      sortable={false}
      render={(record: { permissions: Permissions }) =>
        PERMISSION_AREAS.filter((a) => record.permissions[a] === FULL)
          .map((a) => translate(`staff.permissions.${a}`))
          .join(', ')
      }
    />
  );
}

function UserList() {
  return (
    <List actions={<StaffListActions />} filters={UserFilters()} sort={{ field: 'created_at', order: 'DESC' }}>
      <StaffDatagrid>
        <AvatarField source="avatar" sortable={false} />
        <EmailAddressField source="email" />
        <TextField source="first_name" sortable={false} />
        <TextField source="last_name" />
        <BooleanField source="is_verified" sortable={false} />
        <BooleanField source="is_owner" sortable={false} />
        <BooleanField source="onboarding_complete" sortable={false} />
        <PermissionsField source="permissions" sortable={false} />
        <NumberField source="cars_count" sortable={false} />
        <DateField source="created_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

/** Switches store `full` or nothing: the API's map names only the areas held. */
const toSwitch = (value: unknown) => value === FULL;
const fromSwitch = (on: boolean) => (on ? FULL : null);

function withoutCleared(data: Record<string, unknown>) {
  const permissions = (data.permissions ?? {}) as Record<string, unknown>;
  return {
    ...data,
    permissions: Object.fromEntries(Object.entries(permissions).filter(([, level]) => level === FULL)),
  };
}

function CarsAndOnboarding() {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('staff.users.cars')}
      </Typography>
      <ArrayField source="_embedded.cars" label={false}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography>{translate('staff.users.no_cars')}</Typography>}
        >
          <TextField source="model" label="Model" />
          <TextField source="variant" label="Verzia" />
          <TextField source="color" label="Farba" />
          <TextField source="vin" label="VIN" />
          <TextField source="license_plate" label="EČV" />
        </Datagrid>
      </ArrayField>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('staff.users.onboarding')}
      </Typography>
      <Labeled label={translate('staff.users.complete')}>
        <BooleanField source="_embedded.onboarding.complete" />
      </Labeled>
      <Labeled label={translate('staff.users.step')}>
        <NumberField source="_embedded.onboarding.current_step" />
      </Labeled>
      <Labeled label="Účet Tesla">
        <TextField source="_embedded.onboarding.tesla_account_email" emptyText="–" />
      </Labeled>
      <Labeled label={translate('staff.users.tesla_name')}>
        <TextField source="_embedded.onboarding.tesla_account_full_name" emptyText="–" />
      </Labeled>
      <Labeled label="VIN">
        <TextField source="_embedded.onboarding.vin" emptyText="–" />
      </Labeled>
    </>
  );
}

/**
 * "Vlastník" and the area switches: only an owner changes them, never their own (docs/product-rules.md
 * §6); anyone else sees them read-only with the reason. An owner holds every area, so the switches
 * of an owner stay as they are. Read-only keeps the values in the form, so a save sends no change.
 */
function PermissionInputs() {
  const record = useRecordContext<{ id: string }>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const ownerNow = useWatch({ name: 'is_owner' }) === true;
  if (!record) return null;
  const own = identity?.id === record.id;
  const editable = identity?.isOwner === true && !own;
  const hint =
    identity?.isOwner !== true
      ? 'staff.users.owner_only'
      : own
        ? 'staff.users.own_permissions'
        : ownerNow
          ? 'staff.users.owner_holds_all'
          : null;
  return (
    <>
      <Typography component="h2" variant="h6">
        {translate('resources.users.fields.permissions')}
      </Typography>
      {hint && <Typography sx={{ mb: 1 }}>{translate(hint)}</Typography>}
      <BooleanInput source="is_owner" readOnly={!editable} />
      {PERMISSION_AREAS.map((area) => (
        <BooleanInput
          key={area}
          source={`permissions.${area}`}
          format={toSwitch}
          parse={fromSwitch}
          readOnly={!editable || ownerNow}
        />
      ))}
    </>
  );
}

/** The member's history of permissions (the audit, newest first). */
function PermissionHistory() {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('staff.users.history')}
      </Typography>
      <ReferenceManyField reference="permission-changes" target="member_id" perPage={20} pagination={<Pagination />}>
        <PermissionChangesGrid withMember={false} />
      </ReferenceManyField>
    </>
  );
}

function UserEdit() {
  return (
    <Edit transform={withoutCleared} mutationMode="pessimistic">
      {/* Members are not deleted from the console (the API has no such endpoint). */}
      <SimpleForm toolbar={<FormToolbar deletable={false} />}>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <Labeled>
          <FunctionField
            source="phone_number"
            render={(record: { phone_number: string | null }) =>
              record.phone_number ? formatPhone(record.phone_number) : '–'
            }
          />
        </Labeled>
        <Labeled>
          <TextField source="address_full" emptyText="–" />
        </Labeled>
        <Labeled>
          <DateField source="created_at" {...dateTime} />
        </Labeled>
        <Labeled>
          <DateField source="verified_at" emptyText="–" {...dateTime} />
        </Labeled>
        <Labeled>
          <DateField source="rejected_at" emptyText="–" {...dateTime} />
        </Labeled>
        <BooleanInput source="is_verified" />
        <PermissionInputs />
        <TextInput source="note" multiline minRows={3} fullWidth />
        <TextInput source="recommendation" multiline fullWidth />
        <UserPasskeys />
        <CarsAndOnboarding />
        <PermissionHistory />
      </SimpleForm>
    </Edit>
  );
}

export default { list: UserList, edit: UserEdit };

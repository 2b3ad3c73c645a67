// Events (events=full): create and edit with photo, capacity, dates and the price; on the edit screen the
// attendees and the waitlist (the server's order) with their contacts, who came and who paid, the CSV export of the API, and the
// way to the check-in screen (check-in.tsx). Saving a change that tells members (a moved or called-off event, places
// given from the waitlist, a publication) says how many get a mail and how many a push.
import DownloadIcon from '@mui/icons-material/Download';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Button as MuiButton, Stack, Typography } from '@mui/material';
import { createContext, useContext, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  Confirm,
  Create,
  Datagrid,
  DateField,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  Pagination,
  ReferenceManyField,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  maxValue,
  minValue,
  required,
  useCreatePath,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import type { components } from '@/generated/api';
import { saveBlob } from '@/lib/member-api';
import { formatPhone } from '@/lib/phone';
import { formatEuro } from '@/lib/format';
import type { StaffDataProvider } from '@/staff/data-provider';
import { AvatarField } from '../avatar-field';
import { EmailAddressField } from '../email-address-field';
import {
  dateTime,
  FormToolbar,
  InstantInput,
  MarkdownInput,
  PhotoInput,
  searchFilter,
  StaffListActions,
  TitleSlugInputs,
} from '../shared';

type When = components['schemas']['EventWhen'];
type Attendee = components['schemas']['EventAttendeeDto'];
type AttendeeStatus = components['schemas']['EventAttendeeStatus'];
const WHEN_SET = { upcoming: true, past: true } as const satisfies Record<When, true>;
const ATTENDEE_STATUS_SET = { registered: true, waitlisted: true } as const satisfies Record<AttendeeStatus, true>;

function EventFilters() {
  const translate = useTranslate();
  const choices = (Object.keys(WHEN_SET) as When[]).map((id) => ({ id, name: translate(`staff.when.${id}`) }));
  return [
    searchFilter,
    <SelectInput key="when" source="when" label={translate('staff.filters.when')} choices={choices} alwaysOn />,
  ];
}

function EventList() {
  return (
    <List actions={<StaffListActions />} filters={EventFilters()} sort={{ field: 'date_start', order: 'DESC' }}>
      <StaffDatagrid>
        <TextField source="title" />
        <DateField source="date_start" {...dateTime} />
        <TextField source="location" sortable={false} />
        <NumberField source="capacity" sortable={false} />
        <NumberField source="registered_count" sortable={false} />
        <NumberField source="waitlisted_count" sortable={false} />
        <DateField source="published_at" sortable={false} {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function EventInputs() {
  return (
    <>
      <TitleSlugInputs />
      <InstantInput source="date_start" validate={required()} />
      <InstantInput source="date_end" />
      <InstantInput source="registration_deadline" />
      <TextInput source="location" fullWidth />
      <NumberInput source="capacity" min={1} step={1} validate={minValue(1)} />
      <NumberInput
        source="price"
        min={0.01}
        step={0.01}
        validate={[minValue(0.01), maxValue(10_000)]}
        helperText="staff.events.price_help"
      />
      <NumberInput
        source="companions_max"
        min={0}
        max={10}
        step={1}
        defaultValue={0}
        validate={[required(), minValue(0), maxValue(10)]}
        helperText="staff.events.companions_help"
      />
      <NumberInput
        source="payment_days"
        min={1}
        max={60}
        step={1}
        defaultValue={7}
        validate={[required(), minValue(1), maxValue(60)]}
        helperText="staff.events.payment_days_help"
      />
      <InstantInput source="refund_deadline" helperText="staff.events.refund_deadline_help" />
      <TextInput source="description" multiline fullWidth />
      <MarkdownInput source="body" />
      <PhotoInput />
      <InstantInput source="published_at" />
    </>
  );
}

function ExportCsvButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  if (!record) return null;
  const download = () =>
    dataProvider.exportAttendees(String(record.id)).then(
      (blob) => saveBlob(blob, `ucastnici-${String(record.slug)}.csv`),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return <Button label="staff.events.export_csv" onClick={download} startIcon={<DownloadIcon />} />;
}

function CheckInLink() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  // createPath adds the console's basename (/admin); the check-in route sits below the edit screen's path.
  const to = `${createPath({ resource: 'events', id: record.id, type: 'edit' })}/check-in`;
  return <Button component={Link} to={to} label="staff.events.check_in" startIcon={<QrCodeScannerIcon />} />;
}

type Money = components['schemas']['EventMoneyDto'];

/** A paid event's money: received, still owed by its places (and how many), owed back and paid back. */
function EventMoney() {
  const record = useRecordContext<{ money: Money | null }>();
  const translate = useTranslate();
  if (!record?.money) return null;
  const m = record.money;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('staff.events.money')}
      </Typography>
      <Typography>
        {translate('staff.events.money_line', {
          received: formatEuro(m.received),
          owed: formatEuro(m.owed),
          smart_count: m.unpaid_count,
        })}
      </Typography>
      {m.refunds_owed + m.refunded > 0 && (
        <Typography>
          {translate('staff.events.money_refunds', {
            owed: formatEuro(m.refunds_owed),
            refunded: formatEuro(m.refunded),
          })}
        </Typography>
      )}
    </>
  );
}

/** Cancels one member's registration, after asking: the place goes to the waitlist, what was paid is owed back. */
function CancelRegistrationButton(_props: { label?: string }) {
  const attendee = useRecordContext<Attendee>();
  const event = useContext(EventIdContext);
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!attendee || !event) return null;
  const name = [attendee.first_name, attendee.last_name].filter(Boolean).join(' ') || attendee.email;
  const cancel = () => {
    setBusy(true);
    dataProvider.cancelRegistration(event, attendee.registration_id).then(
      () => {
        setAsking(false);
        setBusy(false);
        notify('staff.events.registration_cancelled', { type: 'info', messageArgs: { name } });
        refresh();
      },
      (error: Error) => {
        setBusy(false);
        notify(error.message, { type: 'error' });
      },
    );
  };
  return (
    <>
      <MuiButton
        size="small"
        color="error"
        variant="outlined"
        aria-label={translate('staff.events.cancel_registration_for', { name })}
        onClick={() => setAsking(true)}
      >
        {translate('staff.events.cancel_registration')}
      </MuiButton>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('staff.events.cancel_registration_title', { name })}
        content={translate(
          attendee.paid > 0 ? 'staff.events.cancel_registration_refund' : 'staff.events.cancel_registration_text',
        )}
        confirm={translate('staff.events.cancel_registration')}
        onConfirm={cancel}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** The event whose attendees the list shows (the rows are members). */
const EventIdContext = createContext<string | null>(null);

function Attendees() {
  const translate = useTranslate();
  const record = useRecordContext();
  const statuses = (Object.keys(ATTENDEE_STATUS_SET) as AttendeeStatus[]).map((id) => ({
    id,
    name: translate(`staff.status.${id}`),
  }));
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {translate('staff.events.attendees')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <ExportCsvButton />
        <CheckInLink />
      </Stack>
      <EventIdContext.Provider value={record ? String(record.id) : null}>
        <ReferenceManyField reference="attendees" target="event_id" perPage={50} pagination={<Pagination />}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={false}
            empty={<Typography>{translate('staff.events.no_attendees')}</Typography>}
          >
            <AvatarField source="avatar" sortable={false} />
            <TextField source="first_name" sortable={false} />
            <TextField source="last_name" sortable={false} />
            {/* A mail link: the list may scroll sideways in its frame, and the links let the keyboard in. */}
            <EmailAddressField source="email" sortable={false} />
            <FunctionField
              source="phone_number"
              sortable={false}
              render={(r: { phone_number: string | null }) => (r.phone_number ? formatPhone(r.phone_number) : '–')}
            />
            <TextField source="address_city" sortable={false} emptyText="–" />
            <SelectField source="status" choices={statuses} sortable={false} />
            <NumberField source="waitlist_position" sortable={false} />
            <FunctionField
              source="car_models"
              sortable={false}
              render={(r: { car_models: string[] }) => r.car_models.join(', ')}
            />
            <DateField source="registered_at" sortable={false} {...dateTime} />
            <DateField source="checked_in_at" label="staff.events.came" sortable={false} {...dateTime} />
            <NumberField source="companions" sortable={false} />
            <FunctionField
              source="payment_status"
              sortable={false}
              render={(r: Attendee) =>
                r.payment_status === null
                  ? '–'
                  : `${translate(`staff.payment.${r.payment_status}`)} (${formatEuro(r.paid)} / ${formatEuro(r.amount ?? 0)})`
              }
            />
            <TextField source="variable_symbol" sortable={false} emptyText="–" />
            <CancelRegistrationButton label="staff.events.action" />
          </Datagrid>
        </ReferenceManyField>
      </EventIdContext.Provider>
    </>
  );
}

type Notified = components['schemas']['EventNotifiedDto'];

/**
 * After a save: whom the change told (by mail, by push), else react-admin's "created" or "updated"; then where `to`
 * says.
 */
function useSavedNotice(to: 'edit' | 'list', done: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  return (data: { id: string | number; notified?: Notified }) => {
    const told = data.notified && data.notified.mail + data.notified.push > 0 ? data.notified : null;
    if (told) notify('staff.events.saved_notified', { type: 'info', messageArgs: { ...told } });
    else notify(`ra.notification.${done}`, { type: 'info', messageArgs: { smart_count: 1 } });
    redirect(to, 'events', data.id);
  };
}

function EventCreate() {
  const onSuccess = useSavedNotice('edit', 'created');
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<FormToolbar />}>
        <EventInputs />
      </SimpleForm>
    </Create>
  );
}

function EventEdit() {
  const onSuccess = useSavedNotice('list', 'updated');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<FormToolbar />}>
        <EventInputs />
      </SimpleForm>
      <EventMoney />
      <Attendees />
    </Edit>
  );
}

export default { list: EventList, edit: EventEdit, create: EventCreate };

// Refunds of event payments (finance=full, docs/product-rules.md §4 "Paid events"): the list by
// status (owed, exported, refunded); "Exportovať SEPA príkaz" makes one pain.001 of every owed refund
// with an account and downloads it; a refund opens with its account (editable until it is exported),
// the file of its export to download again and "Označiť ako vrátené" for a refund paid by hand.
import DownloadIcon from '@mui/icons-material/Download';
import DoneIcon from '@mui/icons-material/Done';
import { Typography } from '@mui/material';
import {
  Button,
  DateField,
  Edit,
  FilterButton,
  FunctionField,
  Labeled,
  List,
  NumberField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { saveBlob } from '@/lib/member-api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { eur } from '../dues/dues-labels';
import { dateTime, FormToolbar, searchFilter } from '../shared';
import type { AdminRefund } from './refunds-api';

const STATUSES = ['owed', 'exported', 'refunded'] as const;

function useFilters() {
  const translate = useTranslate();
  return [
    searchFilter,
    <SelectInput
      key="status"
      source="status"
      label={translate('staff.filters.status')}
      choices={STATUSES.map((id) => ({ id, name: translate(`staff.refunds.status.${id}`) }))}
      alwaysOn
    />,
  ];
}

/** Downloads an export's pain.001 as the API keeps it. */
function useDownload() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  return (exportId: string, name: string) =>
    dataProvider.downloadRefundExport(exportId).then((blob) => saveBlob(blob, `vratenia-${name}.xml`));
}

function ExportButton() {
  const dataProvider = useDataProvider<StaffDataProvider>();
  const download = useDownload();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = () =>
    dataProvider
      .exportRefunds()
      .then(async (created) => {
        await download(created.id, created.message_id);
        notify('staff.refunds.exported', {
          type: 'success',
          messageArgs: { count: created.count, total: new Intl.NumberFormat('sk-SK', eur).format(created.total) },
        });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  // The icon is the child: on a phone react-admin's Button is an icon button that shows its children only.
  return (
    <Button label="staff.refunds.export" onClick={run}>
      <DownloadIcon />
    </Button>
  );
}

function RefundList() {
  const translate = useTranslate();
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton />
        </TopToolbar>
      }
    >
      <StaffDatagrid>
        <DateField source="created_at" {...dateTime} />
        <TextField source="member_name" />
        <TextField source="event_title" />
        <TextField source="variable_symbol" sortable={false} />
        <NumberField source="amount" options={eur} locales="sk-SK" />
        <FunctionField
          source="reason"
          sortable={false}
          render={(r: AdminRefund) => translate(`staff.refunds.reason.${r.reason}`)}
        />
        <TextField source="iban" sortable={false} emptyText={translate('staff.refunds.iban_missing')} />
        <FunctionField
          source="status"
          sortable={false}
          render={(r: AdminRefund) => translate(`staff.refunds.status.${r.status}`)}
        />
      </StaffDatagrid>
    </List>
  );
}

/** The refund's state and what can still be done with it. */
function RefundActions() {
  const refund = useRecordContext<AdminRefund>();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const download = useDownload();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!refund) return null;
  const mark = () =>
    dataProvider.markRefundRefunded(refund.id).then(
      () => {
        notify('staff.refunds.marked', { type: 'success' });
        refresh();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <>
      <Labeled>
        <FunctionField
          source="status"
          render={(r: AdminRefund) =>
            translate(`staff.refunds.status.${r.status}`) +
            (r.refunded_by ? ` (${translate('staff.refunds.by', { name: r.refunded_by.name ?? '—' })})` : '')
          }
        />
      </Labeled>
      {refund.refunded_at && (
        <Labeled>
          <DateField source="refunded_at" {...dateTime} />
        </Labeled>
      )}
      {refund.bank_ref && (
        <Labeled>
          <TextField source="bank_ref" />
        </Labeled>
      )}
      {refund.export_id && (
        <Button
          label="staff.refunds.download"
          onClick={() =>
            download(refund.export_id!, refund.end_to_end_id).catch((error: Error) =>
              notify(error.message, { type: 'error' }),
            )
          }
        >
          <DownloadIcon />
        </Button>
      )}
      {refund.status !== 'refunded' && (
        <Button label="staff.refunds.mark" onClick={mark} variant="outlined">
          <DoneIcon />
        </Button>
      )}
    </>
  );
}

/** The account is edited until the refund is exported; afterwards it is shown, with why it is fixed. */
function AccountInputs() {
  const refund = useRecordContext<AdminRefund>();
  const translate = useTranslate();
  if (refund?.status === 'owed')
    return (
      <>
        <TextInput source="iban" helperText="staff.refunds.iban_help" />
        <TextInput source="account_name" helperText={false} />
      </>
    );
  return (
    <>
      <Labeled>
        <TextField source="iban" emptyText="—" />
      </Labeled>
      <Labeled>
        <TextField source="account_name" emptyText="—" />
      </Labeled>
      <Typography variant="body2">{translate('staff.refunds.iban_locked')}</Typography>
    </>
  );
}

/** "Uložiť" only while the account can change. */
function RefundToolbar() {
  const refund = useRecordContext<AdminRefund>();
  return refund?.status === 'owed' ? <FormToolbar deletable={false} /> : null;
}

function RefundEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<RefundToolbar />}>
        <Labeled>
          <TextField source="member_name" />
        </Labeled>
        <Labeled>
          <TextField source="event_title" />
        </Labeled>
        <Labeled>
          <NumberField source="amount" options={eur} locales="sk-SK" />
        </Labeled>
        <Labeled>
          <TextField source="variable_symbol" />
        </Labeled>
        <Labeled>
          <TextField source="end_to_end_id" />
        </Labeled>
        <AccountInputs />
        <RefundActions />
      </SimpleForm>
    </Edit>
  );
}

export default { list: RefundList, edit: RefundEdit };

// Payments no dues record or event registration took (finance=full): an unknown variable symbol or
// another currency. Staff assign one to a dues record or to a registration for a paid event (a payment
// in another currency with the euros the bank credited): a suggested record or registration, a member
// found by name, or a variable symbol typed (a registration's starts with 9); or settle it without a
// record: returned to the payer, or dismissed with a note. Each dialog shows the payment first
// (with the payer's account); the record's status and the member's thank-you follow an assignment.
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { components } from '@/generated/api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { formatIban } from '@/lib/format';
import { focusStaffContent } from '@/staff/page-focus';
import { dateTime } from '../shared';
import { day, money } from '../dues/dues-labels';
import {
  isRegistrationSymbol,
  MemberSearch,
  memberNameOf,
  registrationLabel,
  Suggestions,
  symbolOf,
  type AssignTarget,
} from './assign-target';

type Payment = components['schemas']['DuesPaymentDto'];
type Resolution = components['schemas']['DuesPaymentResolution'];

/** The payment the dialog acts on: amount, payer and their account, note, booking date and variable symbol. */
function PaymentSummary({ payment }: { payment: Payment }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.dues-payments.fields.${name}`);
  const rows: [string, string][] = [
    [field('amount'), money(payment.amount, payment.currency)],
    [field('debtor_name'), payment.debtor_name ?? '–'],
    [field('debtor_iban'), payment.debtor_iban ? formatIban(payment.debtor_iban) : '–'],
    [field('note'), payment.note ?? '–'],
    [field('booked_on'), day(payment.booked_on)],
    [field('variable_symbol'), payment.variable_symbol ?? '–'],
  ];
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        gap: '0.25rem 1rem',
        margin: '0 0 1rem',
      }}
    >
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{label}</dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A button opening a dialog that shows the payment and a form settling it. Settled, the payment
 * leaves the list with its buttons: the focus goes to the list (named by its heading) rather than
 * back to the button the dialog opened from; this runs after the dialog has given the focus back.
 */
function SettleDialog({
  label,
  title,
  done,
  submit,
  children,
}: {
  label: string;
  title: string;
  done: string;
  submit: () => Promise<unknown>;
  children: ReactNode;
}) {
  const record = useRecordContext<Payment>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const settle = useMutation({
    mutationFn: submit,
    onSuccess: () => {
      notify(done, { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const settled = !open && settle.isSuccess;
  useEffect(() => {
    if (settled) focusStaffContent();
  }, [settled]);
  if (!record) return null;
  return (
    <>
      <MuiButton
        size="small"
        onClick={() => {
          settle.reset();
          setOpen(true);
        }}
      >
        {translate(label)}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            settle.mutate();
          }}
        >
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent>
            <PaymentSummary payment={record} />
            {children}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" disabled={settle.isPending}>
              {translate(label)}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

function AssignButton() {
  const record = useRecordContext<Payment>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [symbol, setSymbol] = useState('');
  const [chosen, setChosen] = useState<AssignTarget | null>(null);
  const [credited, setCredited] = useState('');
  const foreign = record?.currency !== 'EUR';
  const pick = (picked: AssignTarget) => {
    setChosen(picked);
    setSymbol(symbolOf(picked));
  };
  const submit = () => {
    const body = {
      variable_symbol: symbol.trim(),
      ...(foreign ? { credited_amount: Number(credited.replace(',', '.')) } : {}),
    };
    return isRegistrationSymbol(body.variable_symbol)
      ? dataProvider.assignRegistrationPayment(record!.id, body)
      : dataProvider.assignDuesPayment(record!.id, body);
  };
  return (
    <SettleDialog label="staff.dues.assign" title="staff.dues.assign_title" done="staff.dues.assigned" submit={submit}>
      {record && <Suggestions paymentId={record.id} chosen={symbol} onPick={pick} />}
      {record && <MemberSearch year={Number(record.booked_on.slice(0, 4))} chosen={symbol} onPick={pick} />}
      <MuiTextField
        required
        fullWidth
        label={translate('resources.dues.fields.variable_symbol')}
        helperText={translate('staff.dues.symbol_help')}
        value={symbol}
        onChange={(e) => {
          setSymbol(e.target.value);
          setChosen(null);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{1,10}' } }}
        margin="dense"
      />
      <Typography role="status" sx={{ minHeight: '1.5em' }}>
        {chosen?.kind === 'dues'
          ? translate('staff.dues.chosen', {
              name: memberNameOf(chosen.record),
              year: chosen.record.year,
              symbol: chosen.record.variable_symbol,
            })
          : chosen?.kind === 'registration'
            ? translate('staff.dues.chosen_registration', {
                registration: registrationLabel(translate, chosen.registration),
              })
            : ''}
      </Typography>
      {foreign && (
        <MuiTextField
          required
          fullWidth
          label={translate('staff.dues.credited_amount')}
          helperText={translate('staff.dues.credited_help')}
          value={credited}
          onChange={(e) => setCredited(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal', pattern: '[0-9]+([.,][0-9]{1,2})?' } }}
          margin="dense"
        />
      )}
    </SettleDialog>
  );
}

function ResolveButton() {
  const record = useRecordContext<Payment>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const labelId = useId();
  const [outcome, setOutcome] = useState<Resolution>('returned');
  const [note, setNote] = useState('');
  const submit = () =>
    dataProvider.resolveDuesPayment(record!.id, { outcome, ...(note.trim() ? { note: note.trim() } : {}) });
  return (
    <SettleDialog label="staff.dues.resolve" title="staff.dues.resolve" done="staff.dues.resolved" submit={submit}>
      <FormLabel id={labelId}>{translate('staff.dues.resolution')}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={outcome} onChange={(e) => setOutcome(e.target.value as Resolution)}>
        {(['returned', 'dismissed'] as const).map((o) => (
          <FormControlLabel key={o} value={o} control={<Radio />} label={translate(`staff.dues.resolutions.${o}`)} />
        ))}
      </RadioGroup>
      <MuiTextField
        required={outcome === 'dismissed'}
        fullWidth
        multiline
        label={translate('staff.dues.note')}
        helperText={translate('staff.dues.resolution_note_help')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        margin="dense"
      />
    </SettleDialog>
  );
}

function UnassignedList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'id', order: 'ASC' }}
      actions={false}
      empty={<Typography sx={{ p: 2 }}>{translate('staff.dues.no_unassigned')}</Typography>}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="booked_on" locales="sk-SK" sortable={false} />
        <FunctionField source="amount" sortable={false} render={(p: Payment) => money(p.amount, p.currency)} />
        <TextField source="variable_symbol" sortable={false} emptyText="–" />
        <TextField source="debtor_name" sortable={false} emptyText="–" />
        <FunctionField
          source="debtor_iban"
          sortable={false}
          render={(p: Payment) => (p.debtor_iban ? formatIban(p.debtor_iban) : '–')}
        />
        <TextField source="note" sortable={false} emptyText="–" />
        <DateField source="created_at" sortable={false} {...dateTime} />
        <FunctionField
          label="staff.outbox.actions"
          render={() => (
            <>
              <AssignButton />
              <ResolveButton />
            </>
          )}
        />
      </Datagrid>
    </List>
  );
}

export default { list: UnassignedList };

// Payments no dues record took (finance=full): an unknown variable symbol or another currency.
// Staff assign a euro payment to a record by its variable symbol; the record's status and the
// member's thank-you follow.
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField as MuiTextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Datagrid, DateField, FunctionField, List, TextField, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { components } from '@/generated/api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { focusStaffContent } from '@/staff/page-focus';
import { dateTime } from '../shared';
import { money } from '../dues/dues-labels';

type Payment = components['schemas']['DuesPaymentDto'];

function AssignButton() {
  const record = useRecordContext<Payment>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [open, setOpen] = useState(false);
  const [symbol, setSymbol] = useState('');
  const assign = useMutation({
    mutationFn: () => dataProvider.assignDuesPayment(record!.id, symbol.trim()),
    onSuccess: () => {
      notify('staff.dues.assigned', { type: 'success' });
      setOpen(false);
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  // Assigned, the payment leaves the list with its button: the focus goes to the list (named by
  // its heading) rather than back to the button the dialog opened from. This runs after the
  // dialog has given the focus back to that button.
  const assigned = !open && assign.isSuccess;
  useEffect(() => {
    if (assigned) focusStaffContent();
  }, [assigned]);
  if (!record || record.currency !== 'EUR') return null;
  const titleId = `assign-${record.id}`;
  return (
    <>
      <MuiButton
        size="small"
        onClick={() => {
          assign.reset();
          setOpen(true);
        }}
      >
        {translate('staff.dues.assign')}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            assign.mutate();
          }}
        >
          <DialogTitle id={titleId}>{translate('staff.dues.assign_title')}</DialogTitle>
          <DialogContent>
            <MuiTextField autoFocus required label={translate('resources.dues.fields.variable_symbol')} value={symbol} onChange={(e) => setSymbol(e.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{1,10}' } }} margin="dense" />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" disabled={assign.isPending}>
              {translate('staff.dues.assign')}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

function UnassignedList() {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'id', order: 'ASC' }} actions={false} empty={<Typography sx={{ p: 2 }}>{translate('staff.dues.no_unassigned')}</Typography>}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="booked_on" locales="sk-SK" sortable={false} />
        <FunctionField source="amount" sortable={false} render={(p: Payment) => money(p.amount, p.currency)} />
        <TextField source="variable_symbol" sortable={false} emptyText="–" />
        <TextField source="debtor_name" sortable={false} emptyText="–" />
        <TextField source="note" sortable={false} emptyText="–" />
        <DateField source="created_at" sortable={false} {...dateTime} />
        <FunctionField label="staff.outbox.actions" render={() => <AssignButton />} />
      </Datagrid>
    </List>
  );
}

export default { list: UnassignedList };

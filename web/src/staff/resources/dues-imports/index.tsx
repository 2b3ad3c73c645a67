// Bank statement imports (finance=full): the imports so far, and a new one — upload a camt.053
// statement (.001.02 or .001.08), see what each entry would do, then confirm. Confirming an entry
// imported before changes nothing.
import {
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CreateButton,
  Datagrid,
  DateField,
  List,
  NumberField,
  TextField,
  Title,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import type { StaffDataProvider } from '@/staff/data-provider';
import type { StatementPreview } from '../dues/dues-api';
import { day, money } from '../dues/dues-labels';
import { dateTime, StaffListActions } from '../shared';

function NoImports() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography sx={{ mb: 1 }}>{translate('staff.dues.no_imports')}</Typography>
      <CreateButton />
    </Box>
  );
}

function ImportList() {
  return (
    <List actions={<StaffListActions />} sort={{ field: 'id', order: 'ASC' }} empty={<NoImports />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" sortable={false} {...dateTime} />
        <TextField source="file_name" sortable={false} />
        <TextField source="format" sortable={false} />
        <TextField source="statement_id" sortable={false} emptyText="–" />
        <NumberField source="entries" sortable={false} />
        <NumberField source="recorded" sortable={false} />
        <NumberField source="matched" sortable={false} />
      </Datagrid>
    </List>
  );
}

function Preview({ preview }: { preview: StatementPreview }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="p" sx={{ my: 1 }}>
        {translate('staff.dues.preview_counts', preview.counts)}
      </Typography>
      <Table size="small" aria-label={translate('staff.dues.preview')}>
        <TableHead>
          <TableRow>
            {['booked_on', 'amount', 'variable_symbol', 'debtor', 'member', 'for', 'outcome'].map((c) => (
              <TableCell key={c}>{translate(`staff.dues.col_${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.entries.map((e) => (
            <TableRow key={e.bank_ref}>
              <TableCell>{day(e.booked_on)}</TableCell>
              <TableCell>{(e.credit ? '' : '−') + money(e.amount, e.currency)}</TableCell>
              <TableCell>{e.variable_symbol ?? '–'}</TableCell>
              <TableCell>{e.debtor_name ?? '–'}</TableCell>
              <TableCell>{e.member_name ?? '–'}</TableCell>
              <TableCell>
                {e.event_title
                  ? translate('staff.dues.for_event', { title: e.event_title })
                  : e.dues_id
                    ? translate('staff.dues.for_dues')
                    : '–'}
              </TableCell>
              <TableCell>{translate(`staff.dues.outcome.${e.outcome}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** Why a previewed statement has nothing to record (the server refuses an empty import), or null. */
function nothingToImport({ counts, entries }: StatementPreview): string | null {
  if (entries.length > counts.debit + counts.imported_before) return null;
  return counts.imported_before > 0 ? 'staff.dues.nothing_new' : 'staff.dues.no_credits';
}

function NewImport() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const preview = useMutation({
    mutationFn: (f: File) => dataProvider.previewStatement(f),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const confirm = useMutation({
    mutationFn: (f: File) => dataProvider.importStatement(f),
    onSuccess: (result) => {
      notify('staff.dues.imported', {
        type: 'success',
        messageArgs: { recorded: result.recorded, matched: result.matched },
      });
      redirect('list', 'dues-imports');
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const nothing = preview.data ? nothingToImport(preview.data) : null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="staff.dues.new_import" />
      <CardContent>
        <Typography component="p" sx={{ mb: 2 }}>
          {translate('staff.dues.import_help')}
        </Typography>
        <Box component="label" sx={{ display: 'block', mb: 2 }}>
          {translate('staff.dues.statement_file')}{' '}
          <input
            type="file"
            accept=".xml,application/xml,text/xml"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              preview.reset();
              if (chosen) preview.mutate(chosen);
            }}
          />
        </Box>
        {preview.data && <Preview preview={preview.data} />}
        {nothing ? (
          <Typography component="p" role="status" sx={{ mt: 2, fontWeight: 500 }}>
            {translate(nothing)}
          </Typography>
        ) : (
          <MuiButton
            variant="contained"
            sx={{ mt: 2 }}
            disabled={!file || !preview.data || confirm.isPending}
            onClick={() => file && confirm.mutate(file)}
          >
            {translate('staff.dues.confirm_import')}
          </MuiButton>
        )}
      </CardContent>
    </Card>
  );
}

export default { list: ImportList, create: NewImport };

// FAQ (content=full): question and markdown answer, ordered by position on /faq; unpublished
// entries stay hidden from the public page. Listed by position, each entry can be moved one place
// up or down (the API's PUT /api/admin/faq/order renumbers them all in one step).
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import { IconButton, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import {
  BooleanField,
  BooleanInput,
  DateField,
  List,
  NumberField,
  TextField,
  TextInput,
  required,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import type { StaffDataProvider } from '@/staff/data-provider';
import { dateTime, formScreens, MarkdownInput, OrderInput, searchFilter, StaffListActions } from '../shared';

/**
 * Up and down buttons of a row; shown while the list is by position and unfiltered (the order
 * visitors see). `label` names the column (Datagrid reads it from the field's props).
 */
function MoveButtons(_props: { label: string }) {
  const record = useRecordContext();
  const { sort, filterValues, page, perPage, total, data } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const move = useMutation({
    mutationFn: (step: -1 | 1) => dataProvider.moveFaqEntry(String(record!.id), step),
    onSuccess: () => {
      notify('staff.faq.moved', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const byPosition = sort.field === 'sort_order' && sort.order === 'ASC' && Object.keys(filterValues).length === 0;
  if (!record || !byPosition || !data) return null;
  const index = (page - 1) * perPage + data.findIndex((row) => row.id === record.id);
  const button = (step: -1 | 1, key: string, Icon: typeof ArrowUpIcon, disabled: boolean) => {
    const name = translate(key, { question: record.question });
    return (
      <IconButton
        size="small"
        aria-label={name}
        title={name}
        disabled={disabled || move.isPending}
        onClick={(event: MouseEvent) => {
          event.stopPropagation(); // not the row's click, which opens the form
          move.mutate(step);
        }}
      >
        <Icon fontSize="small" />
      </IconButton>
    );
  };
  return (
    <Stack direction="row">
      {button(-1, 'staff.faq.move_up', ArrowUpIcon, index === 0)}
      {button(1, 'staff.faq.move_down', ArrowDownIcon, total !== undefined && index >= total - 1)}
    </Stack>
  );
}

function FaqList() {
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'sort_order', order: 'ASC' }}>
      <StaffDatagrid>
        <TextField source="question" />
        <NumberField source="sort_order" />
        <MoveButtons label="staff.faq.move" />
        <BooleanField source="published" sortable={false} />
        <DateField source="updated_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function FaqInputs() {
  return (
    <>
      <TextInput source="question" validate={required()} fullWidth />
      <MarkdownInput source="answer" validate={required()} />
      <OrderInput />
      <BooleanInput source="published" />
    </>
  );
}

export default {
  list: FaqList,
  ...formScreens(FaqInputs, { redirect: 'list', defaults: { sort_order: 0, published: true } }),
};

// The console's list table: react-admin's Datagrid whose rows open the record by keyboard too (each
// row is a Tab stop, Enter or Space opens it: WCAG 2.1.1), whose sorted column says so (aria-sort)
// and whose number of results is announced after a filter or page change (4.1.3). Every list of
// records that open on a click uses it, so a new resource inherits the behaviour.
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { forwardRef, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  useListContext,
  useTranslate,
  type DatagridProps,
  type DatagridRowProps,
} from 'react-admin';

function openOnKey(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  event.currentTarget.click();
}

const KeyboardRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(function KeyboardRow(props, ref) {
  return <DatagridRow ref={ref} {...props} tabIndex={0} onKeyDown={openOnKey} />;
});

/** Marks each header cell with the list's sort (react-admin's headers only show it as an arrow). */
function useAriaSort(table: React.RefObject<HTMLDivElement | null>) {
  const { sort } = useListContext();
  useEffect(() => {
    table.current?.querySelectorAll('th').forEach((cell) => {
      const field = cell.querySelector('[data-field]')?.getAttribute('data-field');
      if (!field) return cell.removeAttribute('aria-sort');
      cell.setAttribute(
        'aria-sort',
        field !== sort?.field ? 'none' : sort.order === 'ASC' ? 'ascending' : 'descending',
      );
    });
  });
}

function ResultCount() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  return (
    // MUI's visuallyHidden (1px): in `sx`, `width: 1` would mean 100% and widen a narrow screen.
    <Box role="status" sx={visuallyHidden}>
      {isPending || total == null ? '' : translate('staff.list.results', { smart_count: total })}
    </Box>
  );
}

/** A list whose rows open the record's edit screen. */
export function StaffDatagrid({
  children,
  ...props
}: Omit<DatagridProps, 'rowClick' | 'body' | 'bulkActionButtons'> & { children: ReactNode }) {
  const table = useRef<HTMLDivElement>(null);
  useAriaSort(table);
  return (
    // At most as wide as the column it stands in (a form's stack would let it grow with the table,
    // widening the page): a wider table scrolls in its own frame (theme.ts, WCAG 1.4.10).
    <div ref={table} style={{ maxWidth: '100%' }}>
      <ResultCount />
      <Datagrid rowClick="edit" bulkActionButtons={false} body={<DatagridBody row={<KeyboardRow />} />} {...props}>
        {children}
      </Datagrid>
    </div>
  );
}

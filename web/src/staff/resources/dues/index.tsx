// Members' dues (finance=full): the list filterable by year, status and plan with the CSV export of
// the API; a record opens with its payments, a form for cash received by hand and the member's plan
// or waiver.
import DownloadIcon from '@mui/icons-material/Download';
import {
  Button,
  FunctionField,
  List,
  Loading,
  NumberField,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
  FilterButton,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  NumberInput,
} from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import { useDashboard } from '@/staff/home/use-dashboard';
import type { components } from '@/generated/api';
import { saveBlob } from '@/lib/member-api';
import type { StaffDataProvider } from '@/staff/data-provider';
import { searchFilter } from '../shared';
import { DuesDetail } from './dues-detail';
import { eur, STATUS_SET, type DuesStatus as Status } from './dues-labels';

type Dues = components['schemas']['AdminDuesDto'];

function useFilters() {
  const translate = useTranslate();
  const statuses = (Object.keys(STATUS_SET) as Status[]).map((id) => ({
    id,
    name: translate(`staff.dues.status.${id}`),
  }));
  return [
    searchFilter,
    <NumberInput key="year" source="year" label={translate('staff.dues.year')} alwaysOn />,
    <SelectInput key="status" source="status" label={translate('staff.filters.status')} choices={statuses} alwaysOn />,
    <ReferenceInput key="plan_id" source="plan_id" reference="fee-plans" alwaysOn>
      <SelectInput optionText="name" label={translate('staff.dues.plan')} />
    </ReferenceInput>,
  ];
}

/** The CSV of every record the filter selects, as the API writes it (Slovak Excel). */
function CsvButton() {
  const { filterValues, total } = useListContext();
  const dataProvider = useDataProvider<StaffDataProvider>();
  const notify = useNotify();
  const download = () =>
    dataProvider.exportDuesCsv(filterValues).then(
      (blob) => saveBlob(blob, `clenske-prispevky${filterValues.year ? `-${filterValues.year}` : ''}.csv`),
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <Button label="staff.events.export_csv" onClick={download} disabled={total === 0} startIcon={<DownloadIcon />} />
  );
}

/**
 * The list opens on the year the console's home shows (the server's rule: the latest open year up to
 * this one, else the one opened ahead), not on the browser's calendar year: in autumn a club has
 * often opened only the coming year.
 */
function DuesList() {
  const summary = useDashboard('dues', true);
  if (summary.isPending) return <Loading />;
  return <YearList year={summary.data?.year ?? null} />;
}

function YearList({ year }: { year: number | null }) {
  const translate = useTranslate();
  const filters = useFilters();
  return (
    <List
      filters={filters}
      filterDefaultValues={year === null ? {} : { year }}
      sort={{ field: 'variable_symbol', order: 'ASC' }}
      actions={
        <TopToolbar>
          <FilterButton />
          <CsvButton />
        </TopToolbar>
      }
    >
      <StaffDatagrid>
        <TextField source="variable_symbol" />
        <FunctionField source="member" sortable={false} render={(r: Dues) => r.member.name ?? r.member.email} />
        <TextField source="plan_name" sortable={false} />
        <NumberField source="amount" options={eur} locales="sk-SK" />
        <NumberField source="paid" options={eur} locales="sk-SK" sortable={false} />
        <FunctionField source="status" render={(r: Dues) => translate(`staff.dues.status.${r.status}`)} />
      </StaffDatagrid>
    </List>
  );
}

export default { list: DuesList, edit: DuesDetail };

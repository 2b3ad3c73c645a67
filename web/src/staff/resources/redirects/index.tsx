// Redirects (content=full): from a local path to another (301 permanent, 302 temporary), applied
// by the server before a page is rendered. The server refuses loops and paths the site uses.
import { DateField, List, SelectField, SelectInput, TextField, TextInput, required, useTranslate } from 'react-admin';
import { StaffDatagrid } from '@/staff/datagrid';
import type { components } from '@/generated/api';
import { dateTime, formScreens, searchFilter, StaffListActions } from '../shared';

type StatusCode = components['schemas']['CreateRedirectDto']['status_code'];
const CODE_SET = { 301: true, 302: true } as const satisfies Record<NonNullable<StatusCode>, true>;

function useCodes() {
  const translate = useTranslate();
  return Object.keys(CODE_SET).map((code) => ({ id: Number(code), name: translate(`staff.redirects.code_${code}`) }));
}

function RedirectList() {
  const codes = useCodes();
  return (
    <List actions={<StaffListActions />} filters={[searchFilter]} sort={{ field: 'from_path', order: 'ASC' }}>
      <StaffDatagrid>
        <TextField source="from_path" />
        <TextField source="to_path" />
        <SelectField source="status_code" choices={codes} />
        <DateField source="updated_at" {...dateTime} />
      </StaffDatagrid>
    </List>
  );
}

function RedirectInputs() {
  const codes = useCodes();
  return (
    <>
      <TextInput source="from_path" validate={required()} fullWidth helperText="staff.redirects.path_help" />
      <TextInput source="to_path" validate={required()} fullWidth helperText="staff.redirects.path_help" />
      <SelectInput source="status_code" choices={codes} validate={required()} />
    </>
  );
}

export default {
  list: RedirectList,
  ...formScreens(RedirectInputs, { redirect: 'list', defaults: { status_code: 301 } }),
};

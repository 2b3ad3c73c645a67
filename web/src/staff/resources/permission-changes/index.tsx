// The history of permissions (users=full; docs/product-rules.md §6): every change of a member's
// permissions map or owner flag, newest first: when, whose, who changed it (or the server's own
// command line or first-start setup), the areas before and after, and how. The member's own
// history is shown on their edit screen with the same table.
import { Datagrid, DateField, FunctionField, List, useTranslate } from 'react-admin';
import type { components } from '@/generated/api';
import { FULL, PERMISSION_AREAS, type Permissions } from '@/lib/permissions';
import { dateTime, StaffListActions } from '../shared';

type Change = components['schemas']['PermissionChangeDto'];
type Person = components['schemas']['PermissionChangePersonDto'];

const personText = (person: Person) => (person.name ? `${person.name} (${person.email})` : person.email);

/** What a member held: "vlastník" first when they were an owner, then the areas of the stored map. */
function Held({ owner, permissions }: { owner: boolean; permissions: Permissions }) {
  const translate = useTranslate();
  const parts = [
    ...(owner ? [translate('staff.permission_changes.owner')] : []),
    ...PERMISSION_AREAS.filter((a) => permissions[a] === FULL).map((a) => translate(`staff.permissions.${a}`)),
  ];
  return <>{parts.length ? parts.join(', ') : translate('staff.permission_changes.none')}</>;
}

/** The table of changes; `withMember` adds the "Komu" column (left out on a member's own screen). */
export function PermissionChangesGrid({ withMember = true }: { withMember?: boolean }) {
  const translate = useTranslate();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<>{translate('staff.permission_changes.empty')}</>}>
      <DateField source="created_at" sortable={false} {...dateTime} />
      {withMember && <FunctionField source="member" sortable={false} render={(r: Change) => personText(r.member)} />}
      <FunctionField
        source="changed_by"
        sortable={false}
        render={(r: Change) => (r.changed_by ? personText(r.changed_by) : translate('staff.permission_changes.server'))}
      />
      <FunctionField
        source="permissions_before"
        sortable={false}
        render={(r: Change) => <Held owner={r.owner_before} permissions={r.permissions_before} />}
      />
      <FunctionField
        source="permissions_after"
        sortable={false}
        render={(r: Change) => <Held owner={r.owner_after} permissions={r.permissions_after} />}
      />
      <FunctionField
        source="via"
        sortable={false}
        render={(r: Change) => translate(`staff.permission_changes.via.${r.via}`)}
      />
    </Datagrid>
  );
}

function PermissionChangeList() {
  return (
    <List actions={<StaffListActions />} sort={{ field: 'id', order: 'ASC' }} perPage={50}>
      <PermissionChangesGrid />
    </List>
  );
}

export default { list: PermissionChangeList };

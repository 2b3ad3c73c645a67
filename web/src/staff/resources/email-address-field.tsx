// A member's e-mail address in a console list, as a mail link that wraps only after "@" or before a
// dot (components/ui/email-address.tsx). A Datagrid column reads `source` and `sortable` from the
// element's props; a click on the link does not open the row.
import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EmailAddress } from '@/components/ui/email-address';

export function EmailAddressField(_props: { source: string; sortable?: boolean }) {
  const record = useRecordContext<{ email: string }>();
  if (!record) return null;
  return (
    <Link href={`mailto:${record.email}`} onClick={(event) => event.stopPropagation()}>
      <EmailAddress email={record.email} />
    </Link>
  );
}

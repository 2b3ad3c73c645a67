// A member's avatar in a console list (users, registrations): the 48 px variant for the 40 px
// circle, or the initials in the theme's colours. A Datagrid column reads `source`, `label` and
// `sortable` from the element's props.
import { Avatar as Initials } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Avatar, initialsOf } from '@/components/ui/avatar';
import type { PictureImage } from '@/components/ui/picture';

const SIDE = 40;

export function AvatarField(_props: { source?: string; label?: string; sortable?: boolean }) {
  const member = useRecordContext<{
    avatar?: PictureImage | null;
    first_name: string | null;
    last_name: string | null;
    email: string;
  }>();
  if (!member) return null;
  const initials = initialsOf(member.first_name, member.last_name, member.email);
  if (!member.avatar)
    return (
      <Initials
        aria-hidden="true"
        sx={{ width: SIDE, height: SIDE, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '1rem' }}
      >
        {initials}
      </Initials>
    );
  return (
    <Avatar
      avatar={member.avatar}
      initials={initials}
      style={{ display: 'block', width: SIDE, height: SIDE, borderRadius: '50%', objectFit: 'cover' }}
    />
  );
}

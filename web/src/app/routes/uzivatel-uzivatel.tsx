// /uzivatel/uzivatelia/{id}: one member for staff — permissions, verification, note (users=full).
import { UserDetailPage } from '@/features/user-admin/components/user-detail-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({
  title: 'member.staff.user_title',
  permissions: { users: 'full' },
  page: ({ params }) => <UserDetailPage key={params.id} id={params.id ?? ''} />,
});

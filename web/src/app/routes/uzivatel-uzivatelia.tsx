// /uzivatel/uzivatelia: user administration (users=full).
import { UsersPage } from '@/features/user-admin/components/users-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.staff.users_title', page: UsersPage, permissions: { users: 'full' } });

// /uzivatel/registracie: registrations to verify (users=full).
import { RegistrationsPage } from '@/features/user-admin/components/registrations-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.staff.registrations_title', page: RegistrationsPage, permissions: { users: 'full' } });

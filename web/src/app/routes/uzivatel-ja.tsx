// The "me" page (architecture: /uzivatel/ja): the signed-in account.
import { MePage } from '@/features/profile/components/me-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.me.title', page: MePage });

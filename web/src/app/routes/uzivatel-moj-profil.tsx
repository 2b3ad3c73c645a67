// /uzivatel/moj-profil: my profile and avatar.
import { ProfilePage } from '@/features/profile/components/profile-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.profile.title', page: ProfilePage });

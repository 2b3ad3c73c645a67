// /uzivatel/lock-chimes: lock chime sounds, with an audio preview.
import { FilesPage } from '@/features/member-files/components/files-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({
  title: 'member.files.title_lock_chimes',
  page: () => <FilesPage kind="lock_chime" />,
});

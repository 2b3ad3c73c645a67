// /uzivatel/light-shows: light show files.
import { FilesPage } from '@/features/member-files/components/files-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({
  title: 'member.files.title_light_shows',
  page: () => <FilesPage kind="light_show" />,
});

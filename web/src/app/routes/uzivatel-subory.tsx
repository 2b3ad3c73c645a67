// /uzivatel/subory: every member download.
import { FilesPage } from '@/features/member-files/components/files-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.files.title_all', page: () => <FilesPage /> });

// /uzivatel/vyhladavanie: member search.
import { SearchPage } from '@/features/member-search/components/search-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.search.title', page: SearchPage });

// /uzivatel/clensky-prispevok: the member's yearly dues and how to pay them (PAY by square).
import { DuesPage } from '@/features/dues/components/dues-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.dues.title', page: DuesPage });

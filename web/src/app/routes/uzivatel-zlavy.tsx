// /uzivatel/zlavy: partner discounts.
import { DiscountsPage } from '@/features/discounts/components/discounts-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.discounts.title', page: DiscountsPage });

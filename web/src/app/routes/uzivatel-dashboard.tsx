// /uzivatel/dashboard (user-dashboard): my cars, my upcoming events, membership, latest articles.
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.dashboard.title', page: DashboardPage });

// /uzivatel/dashboard (user-dashboard): my cars, my upcoming events, membership, latest articles,
// and the dues card while something is owed.
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { DuesCard } from '@/features/dues/components/dues-card';
import { memberPage } from '../member-route';

function Dashboard() {
  return <DashboardPage cards={<DuesCard />} />;
}

export const { loader, Component, handle } = memberPage({ title: 'member.dashboard.title', page: Dashboard });

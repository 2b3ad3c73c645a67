// /uzivatel/dashboard (user-dashboard): my cars, my upcoming events, membership, latest articles,
// the dues card while something is owed, and the app's install offer.
import { InstallCard } from '@/features/app-install/components/install-card';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { DuesCard } from '@/features/dues/components/dues-card';
import { memberPage } from '../member-route';

function Dashboard() {
  return (
    <DashboardPage
      cards={
        <>
          <DuesCard />
          <InstallCard />
        </>
      }
    />
  );
}

export const { loader, Component, handle } = memberPage({ title: 'member.dashboard.title', page: Dashboard });

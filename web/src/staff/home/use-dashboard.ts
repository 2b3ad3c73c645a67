// One block of the home's figures through the data provider (the generated client), cached by react-query.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DashboardBlock, StaffDataProvider } from '../data-provider';

export function useDashboard<B extends DashboardBlock>(block: B, enabled: boolean) {
  const dataProvider = useDataProvider<StaffDataProvider>();
  return useQuery({ queryKey: ['staff-dashboard', block], queryFn: () => dataProvider.getDashboard(block), enabled });
}

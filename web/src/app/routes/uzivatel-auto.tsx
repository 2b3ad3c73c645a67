// /uzivatel/auto/{vin}: one of my cars with its picture.
import { CarDetailPage } from '@/features/cars/components/car-detail-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({
  title: 'member.cars.title',
  page: ({ params }) => <CarDetailPage vin={params.vin ?? ''} />,
});

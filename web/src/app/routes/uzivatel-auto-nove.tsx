// /uzivatel/auto/nove: "Pridať auto", another car of mine.
import { AddCarPage } from '@/features/cars/components/add-car-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.cars.add_title', page: AddCarPage });

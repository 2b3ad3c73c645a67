// /uzivatel/nabijanie: charging information for members.
import { ChargingPage } from '@/features/charging/components/charging-page';
import { memberPage } from '../member-route';

export const { loader, Component, handle } = memberPage({ title: 'member.charging.title', page: ChargingPage });

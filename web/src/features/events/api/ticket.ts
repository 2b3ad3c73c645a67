// Who a ticket is for, as the ticket shows it: the member's name (GET /api/me) and current cars
// (GET /api/cars). The token itself comes with the registration (EventRegistrationDto.ticket_token).
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/api-client';
import { useMe } from '@/lib/me';
import { useMemberApi } from '@/lib/member-api';

export interface TicketHolder {
  name: string;
  cars: string;
}

export function useTicketHolder(): TicketHolder | null {
  const api = useMemberApi();
  const me = useMe().data?.v.user;
  const cars = useQuery({
    queryKey: ['cars'],
    queryFn: () => unwrap(api.GET('/api/cars', { params: { query: { per_page: 100 } } })),
  }).data?.v;
  if (!me || !cars) return null;
  return {
    name: [me.first_name, me.last_name].filter(Boolean).join(' ') || me.email,
    cars: cars.map((car) => car.name ?? car.model).join(', '),
  };
}

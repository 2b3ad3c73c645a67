// My cars (/api/cars): the list, one car, and changing it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export type Car = components['schemas']['CarDto'];
export type CarChanges = components['schemas']['UpdateCarDto'];

export function useCar(vin: string) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['cars', vin],
    queryFn: () => unwrap(api.GET('/api/cars/{vin}', { params: { path: { vin } } })),
  });
}

export function useUpdateCar(vin: string) {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: CarChanges) =>
      unwrap(api.PATCH('/api/cars/{vin}', { params: { path: { vin } }, body: changes })),
    onSuccess: (data) => {
      client.setQueryData(['cars', vin], data);
      void client.invalidateQueries({ queryKey: ['cars'], exact: true });
    },
  });
}

export type NewCar = components['schemas']['CreateCarDto'];

/** Adds another car of mine (the server checks the VIN as onboarding does). */
export function useAddCar() {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (car: NewCar) => unwrap(api.POST('/api/cars', { body: car })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['cars'] }),
  });
}

/** I sold the car: my ownership ends today; the car and its history stay (it may get a new owner). */
export function useSellCar(vin: string) {
  const api = useMemberApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/cars/{vin}', { params: { path: { vin } } })),
    onSuccess: () => {
      client.removeQueries({ queryKey: ['cars', vin] });
      void client.invalidateQueries({ queryKey: ['cars'] });
    },
  });
}

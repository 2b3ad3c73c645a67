// The published questions and answers, in their order.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { apiData } from '@/lib/route-data';

export type FaqEntry = components['schemas']['FaqEntryDto'];

export async function loadFaq(api: ApiClient, request: Request): Promise<FaqEntry[]> {
  return (await apiData(request, api.GET('/api/faq', { params: { query: { per_page: 100 } } }))).v;
}

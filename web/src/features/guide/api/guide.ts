// The guide (advice): published entries grouped by category, and one entry.
import type { components } from '@/generated/api';
import type { ApiClient } from '@/lib/api-client';
import { apiData } from '@/lib/route-data';

export type GuideEntrySummary = components['schemas']['GuideEntrySummaryDto'];
export type GuideEntry = components['schemas']['GuideEntryDto'];

export async function loadGuide(api: ApiClient, request: Request): Promise<GuideEntrySummary[]> {
  return (await apiData(request, api.GET('/api/guide', { params: { query: { per_page: 100 } } }))).v;
}

export async function loadGuideEntry(api: ApiClient, request: Request, slug: string): Promise<GuideEntry> {
  return (await apiData(request, api.GET('/api/guide/{slug}', { params: { path: { slug } } }))).v;
}

/** Entries by category in order of first appearance; entries without one come last (category null). */
export function groupByCategory(
  entries: GuideEntrySummary[],
): { category: string | null; entries: GuideEntrySummary[] }[] {
  const groups = new Map<string | null, GuideEntrySummary[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  const named = [...groups].filter(([category]) => category !== null);
  const rest = groups.get(null);
  return [...named, ...(rest ? [[null, rest] as const] : [])].map(([category, list]) => ({ category, entries: list }));
}

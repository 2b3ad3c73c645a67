// Member downloads (/api/files): light shows and lock chimes. The files need the access token, so
// a download or an audio preview fetches the bytes into a Blob (the generated client with
// parseAs: 'blob') instead of a plain link.
import { useQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { ApiProblem, unwrap } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client';

export type MemberFile = components['schemas']['FileDto'];
export type FileKind = components['schemas']['FileKind'];

export function useFiles(kind: FileKind | undefined) {
  const api = useMemberApi();
  return useQuery({
    queryKey: ['files', kind ?? 'all'],
    queryFn: () => unwrap(api.GET('/api/files', { params: { query: { kind, limit: 100 } } })),
  });
}

/** The file's bytes; `inline` asks for Content-Disposition: inline (audio preview). */
export async function fetchFileBlob(api: ApiClient, file: MemberFile, inline: boolean): Promise<Blob> {
  const { data, response } = await api.GET('/api/files/{id}/download', {
    params: { path: { id: file.id }, query: inline ? { inline: '1' } : {} },
    parseAs: 'blob',
  });
  if (!response.ok || !data) throw new ApiProblem(response.status, `errors.http_${response.status}`);
  return data as unknown as Blob;
}

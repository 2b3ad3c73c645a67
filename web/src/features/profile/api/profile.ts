// My profile (/api/profile): read, change any subset, upload or remove the avatar.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useMemberApi } from '@/lib/member-api';
import { unwrap } from '@/lib/api-client';

export type Profile = components['schemas']['ProfileDto'];
export type ProfileChanges = components['schemas']['UpdateProfileDto'];

const KEY = ['profile'] as const;

export function useProfile() {
  const api = useMemberApi();
  return useQuery({ queryKey: KEY, queryFn: () => unwrap(api.GET('/api/profile')) });
}

function useProfileMutation<T>(mutationFn: (input: T) => Promise<{ v: Profile }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      void client.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useUpdateProfile() {
  const api = useMemberApi();
  return useProfileMutation((changes: ProfileChanges) => unwrap(api.PATCH('/api/profile', { body: changes })));
}

export function useUploadAvatar() {
  const api = useMemberApi();
  return useProfileMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    // openapi-fetch sends FormData as it is; the browser sets the multipart boundary.
    return unwrap(api.PUT('/api/profile/avatar', { body: form as unknown as { file: string } }));
  });
}

export function useRemoveAvatar() {
  const api = useMemberApi();
  return useProfileMutation(() => unwrap(api.DELETE('/api/profile/avatar')));
}

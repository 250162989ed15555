import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserData } from '@guide/common/account';
import { zipExistsMessage } from '@guide/common/zip';
import { ApiError, apiJson } from './api';
import { useToken } from './session';

/** The logged-in user's saved zips and shows; shared by the account, cinema and TV screens. */
export const userDataKey = (token: string | null) => ['user-data', token] as const;

export function useUserData(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: userDataKey(token),
    queryFn: ({ signal }) => apiJson<UserData>('/users/get-data', { auth: true, signal }),
    enabled: enabled && token !== null,
    retry: false,
  });
}

type SavedKind = 'zip' | 'show';

/** Adds or deletes a saved zip or show and writes the server's answer into the cached user data. */
export function useSavedItemMutation(kind: SavedKind, action: 'add' | 'delete') {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (value: string | number) =>
      apiJson<{ zipcodes?: string[]; shows?: number[] }>(`/users/${action}-${kind}?${kind}=${encodeURIComponent(String(value))}`, {
        method: 'POST',
        auth: true,
      }),
    onSuccess: (answer) => {
      client.setQueryData<UserData>(userDataKey(token), (old) => (old ? { ...old, ...answer } : old));
    },
  });
}

/** What to tell the user when saving `zip` failed (spec section 8). */
export function saveZipFailure(error: unknown, zip: string): string {
  return error instanceof ApiError && error.status === 409 ? zipExistsMessage(zip) : 'Error saving zip';
}

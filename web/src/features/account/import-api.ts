/** Imports of history from other trackers (`/v1/users/imports…`): preview, confirm, and the state of one. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { HistoryImport, ImportSource } from '@guide/common/watching';
import { apiJson } from '../../lib/api';
import { useToken } from '../../lib/session';

/** One import's state, asked again every second while it runs in the background. */
export function useImportStatus(confirmed: HistoryImport | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: ['account', token, 'import', confirmed?.id],
    queryFn: ({ signal }) => apiJson('importStatus', { params: { id: String(confirmed!.id) }, signal }),
    enabled: confirmed !== undefined,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'running' ? 1000 : false;
    },
  });
}

/** Reads the chosen files in the browser and sends them to be previewed. */
export const usePreviewImport = (source: ImportSource) =>
  useMutation({
    mutationFn: async (files: File[]) =>
      apiJson('previewImport', {
        json: { source, files: await Promise.all(files.map(async (f) => ({ name: f.name, content: await f.text() }))) },
      }),
  });

export const useConfirmImport = () =>
  useMutation({ mutationFn: (id: number) => apiJson('confirmImport', { params: { id: String(id) } }) });

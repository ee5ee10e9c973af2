import { privacyRoutes } from '@starmatch/contracts/api-routes-privacy';
import {
  DATA_EXPORT_FILE_NAME,
  DATA_EXPORT_POLL_MS,
  type DataExportState,
  dataExportDownloadPath,
} from '@starmatch/contracts/data-exports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-call';
import { ApiError, buildRequestInit } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dataExport(),
    queryFn: ({ signal }) => apiCall(privacyRoutes.getDataExport, { signal }),
    retry: false,
    // Asked again while the job builds it, so the card turns to "ready" by itself.
    refetchInterval: (query) =>
      query.state.data?.export?.status === 'preparing' ? DATA_EXPORT_POLL_MS : false,
  });
}

export function useDataExport() {
  return useQuery(dataExportQueryOptions());
}

/** Asks for an export; the answer (or, after a refusal, the state read again) replaces the card's. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  const key = dataExportQueryOptions().queryKey;
  return useMutation({
    mutationFn: () => apiCall(privacyRoutes.requestDataExport),
    onSuccess: (state: DataExportState) => queryClient.setQueryData(key, state),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/**
 * Fetches the ZIP with the session's bearer token (a plain link could not carry it) and hands
 * it to the browser as a download.
 */
export async function downloadDataExport(id: string): Promise<void> {
  const response = await fetch(dataExportDownloadPath(id), buildRequestInit());
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = DATA_EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function useDownloadDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadDataExport,
    // A 410 means it expired meanwhile: the card reads the state again and says so.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dataExport() }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, buildRequestInit } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { retryUnlessNotModerator } from './admin-query-retry';

/**
 * One evidence photo (GET /api/admin/report-photos/:sha256) as a blob. An <img> cannot send the
 * bearer token these routes need, so the page fetches the bytes itself. A photo's bytes never
 * change for its path, so a fetched one is kept for the visit.
 */
export async function getReportPhoto(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(path, {
    ...buildRequestInit({ headers: { Accept: 'image/*' } }),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response.blob();
}

/**
 * The photo as an object URL for an <img>, made while the component shows it and revoked when
 * it goes (or the blob changes), so no blob outlives its page.
 */
export function useReportPhoto(path: string) {
  const query = useQuery({
    queryKey: queryKeys.admin.photo(path),
    queryFn: ({ signal }) => getReportPhoto(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessNotModerator,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return undefined;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [query.data]);
  return { url, isError: query.isError, refetch: query.refetch };
}

import type { ContractRead } from 'virtual:contract-reads';
import { apiRequest } from './api-client';
import { parseJsonShape } from './json-shape';

/** apiCall for a read of `virtual:contract-reads`: the same request, checked without zod. */
export function contractRead<T>(read: ContractRead, signal?: AbortSignal): Promise<T> {
  return apiRequest(read.path, {
    method: read.method,
    signal,
    schema: { parse: (data) => parseJsonShape<T>(read.shape, data) },
  });
}

import { profilesRoutes } from '@starmatch/contracts/api-routes-profiles';
import { UPLOAD_FIELD_NAME } from '@starmatch/contracts/constants';
import type { UploadResponse } from '@starmatch/contracts/upload';
import { apiCall } from '@/lib/api-call';

/** POST /api/upload: one image as multipart form data; answers once it is optimised. */
export function uploadImage(file: File): Promise<UploadResponse> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file, file.name);
  return apiCall(profilesRoutes.uploadImage, { body: form });
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApi, type TestApi } from './test-api.js';

export interface UploadDirTestApi extends TestApi {
  uploadDir: string;
}

/** The api with an upload folder of its own, which goes when the api closes. */
export async function startUploadDirTestApi(): Promise<UploadDirTestApi> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-api-uploads-'));
  const api = await startTestApi({ UPLOAD_DIR: uploadDir });
  return {
    ...api,
    uploadDir,
    async close() {
      await api.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DeckBuildJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import { createImageProcessor } from '@starmatch/worker/processors/image-processor';
import { startTestApi, type TestApi } from './test-api.js';

export interface MediaTestApi extends TestApi {
  uploadDir: string;
  /** Every deck.build job that ran, in order. */
  deckBuilds: DeckBuildJob[];
  /** Names of the files under `<uploadDir>/<folder>`, sorted; [] when the folder is missing. */
  filesIn(folder: string): Promise<string[]>;
}

/**
 * The api with an upload folder of its own, the real image.optimise processor consuming the test
 * infrastructure's queue (in-process or BullMQ, like the worker), and a deck.build consumer that
 * only records what it was asked.
 */
export async function startMediaTestApi(): Promise<MediaTestApi> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'starmatch-api-uploads-'));
  const api = await startTestApi({ UPLOAD_DIR: uploadDir });
  const deckBuilds: DeckBuildJob[] = [];
  await api.infrastructure.queue.startWorker(
    {
      [JOB_NAMES.imageOptimise]: createImageProcessor({ uploadDir }),
      [JOB_NAMES.deckBuild]: async (payload) => {
        deckBuilds.push(payload as DeckBuildJob);
      },
    },
    { concurrency: 4 },
  );
  return {
    ...api,
    uploadDir,
    deckBuilds,
    async filesIn(folder) {
      return (await readdir(join(uploadDir, folder)).catch(() => [] as string[])).sort();
    },
    async close() {
      await api.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

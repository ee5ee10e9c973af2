import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type DeckBuildJob, JOB_NAMES } from '@starmatch/contracts/jobs';
import { createImageProcessor } from '@starmatch/worker/processors/image-processor';
import { startUploadDirTestApi, type UploadDirTestApi } from './upload-dir-test-api.js';

export interface MediaTestApi extends UploadDirTestApi {
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
  const api = await startUploadDirTestApi();
  const { uploadDir } = api;
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
    deckBuilds,
    async filesIn(folder) {
      return (await readdir(join(uploadDir, folder)).catch(() => [] as string[])).sort();
    },
  };
}

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface RawImage {
  /** RGBA, 8 bits a channel, row after row. */
  data: Buffer;
  width: number;
  height: number;
}

/** A decode past this is a hostile or broken file; the thread is stopped. */
const DECODE_TIMEOUT_MS = 20_000;

// The thread's code, as CommonJS run with `eval`: a file of its own would have to be JavaScript
// already (the tests run this module from TypeScript source). The decoder is passed by its
// resolved path, so the thread finds it from any working directory.
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const decodeHeic = require(workerData.decoderPath);
decodeHeic({ buffer: workerData.source }).then((image) => {
  parentPort.postMessage(image, [image.data.buffer]);
});
`;
const decoderPath = createRequire(import.meta.url).resolve('heic-decode');

/**
 * Decodes a HEIC photo (HEVC inside HEIF, what iPhones and many Android phones save) to pixels.
 * The prebuilt sharp cannot: libvips ships without an HEVC decoder for patent reasons, so this is
 * libheif compiled to WebAssembly (libheif-js, through heic-decode). libheif applies the file's
 * own rotation and mirroring (irot/imir) while decoding, so the pixels come out upright.
 *
 * Each decode runs in a thread of its own, which then ends: the worker's other jobs go on during
 * the quarter of a second a 12-megapixel photo takes, and the WebAssembly memory (it only ever
 * grows, by about 160 MB for such a photo) is given back at once.
 */
export function decodeHevc(source: Buffer): Promise<RawImage> {
  return new Promise((resolve, reject) => {
    // stdout/stderr kept from the service's log: libheif prints its own complaints there.
    const thread = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { decoderPath, source },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => {
      void thread.terminate();
      reject(new Error(`the HEIC decode took more than ${DECODE_TIMEOUT_MS} ms`));
    }, DECODE_TIMEOUT_MS);
    thread.once('message', (image: { data: Uint8ClampedArray; width: number; height: number }) => {
      clearTimeout(timer);
      resolve({
        data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
        width: image.width,
        height: image.height,
      });
    });
    thread.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    thread.once('exit', (code) => {
      clearTimeout(timer);
      // After a message or an error this changes nothing (the promise is settled already).
      reject(new Error(`the HEIC decoder stopped with code ${code} and no picture`));
    });
  });
}

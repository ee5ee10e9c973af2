import sharpPhash from 'sharp-phash';

// sharp-phash is CommonJS with typings that declare an ES default export; under Node's ESM the
// default import is module.exports, which is the function itself.
const phash = sharpPhash as unknown as typeof sharpPhash.default;

// Perceptual hashes (docs/ARCHITECTURE.md "Banned photos"): sharp-phash's 64-bit DCT pHash
// (greyscale, 32×32, the lowest 8×8 frequencies against their mean). The same picture
// re-encoded or resized keeps nearly every bit; PHOTO_MATCH_MAX_DISTANCE (contracts
// banned-photos.ts) is how many may differ.

/** The image's 64-bit perceptual hash as 16 lowercase hex digits. */
export async function perceptualHash(image: Uint8Array): Promise<string> {
  const bits = await phash(Buffer.from(image));
  let hex = '';
  for (let index = 0; index < bits.length; index += 4) {
    hex += Number.parseInt(bits.slice(index, index + 4), 2).toString(16);
  }
  return hex;
}

/** How many bits two hashes differ by: 0 is the same picture, about 32 two unrelated ones. */
export function hashDistance(a: string, b: string): number {
  if (a.length !== b.length) throw new Error('Perceptual hashes must be the same length');
  let distance = 0;
  for (let index = 0; index < a.length; index += 1) {
    let diff = Number.parseInt(a.charAt(index), 16) ^ Number.parseInt(b.charAt(index), 16);
    while (diff > 0) {
      distance += diff & 1;
      diff >>= 1;
    }
  }
  return distance;
}

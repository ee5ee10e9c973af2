import type { PhotoStoreConfig } from './photo-store-env.js';

/**
 * The origin browsers load photos from besides the app's own: where PHOTO_DELIVERY=redirect
 * sends them, PHOTO_PUBLIC_BASE_URL's origin or else the bucket's signed URLs'. The CSP's img-src
 * must name it, as the browser checks every hop of a redirect (docs/ARCHITECTURE.md "Browser
 * security headers"); none when the app answers /uploads/ with the bytes itself.
 */
export async function photoOrigin(config: PhotoStoreConfig): Promise<string | undefined> {
  if (config.kind === 'local' || config.delivery === 'api') return undefined;
  if (config.publicBaseUrl !== undefined) return new URL(config.publicBaseUrl).origin;
  const { signedUrlOrigin } = await import('./s3-photo-store.js');
  return signedUrlOrigin(config.s3);
}

import type { HelmetOptions } from 'helmet';

export interface HeaderPolicyInputs {
  /**
   * CSP sources (`'sha256-…'`) of the inline scripts the SPA's index.html carries; empty where
   * the server answers no HTML (the api in distributed mode, the gateway, the worker).
   */
  scriptHashes: readonly string[];
  /** Where the SPA opens its WebSocket (`ws://host:port`); nginx passes a variable instead. */
  websocketOrigin: string;
  /** Whether to send Strict-Transport-Security: the app's public URL is https. */
  strictTransportSecurity: boolean;
  /** img-src's sources, `imageSources(…)`; nginx passes a variable instead. */
  imageSources: readonly string[];
}

/** A year, and every subdomain: helmet's default, the value browsers' preload lists expect. */
export const STRICT_TRANSPORT_SECURITY = { maxAge: 31_536_000, includeSubDomains: true } as const;

/** The SPA uses none of these; turning them off also turns them off in any frame it may open. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * img-src: the app's own images, `blob:` for the preview of a photo being uploaded, `data:` for
 * the inline SVG placeholder and avatar, and the origin photos come from when the api redirects
 * `/uploads/` to a bucket or a CDN (PHOTO_DELIVERY=redirect): the browser checks every hop of a
 * redirect against img-src, so without it no photo would load (docs/ARCHITECTURE.md "Photo
 * storage").
 */
export function imageSources(photoOrigin: string | undefined): string[] {
  return ["'self'", 'blob:', 'data:', ...(photoOrigin === undefined ? [] : [photoOrigin])];
}

/**
 * The one definition of the browser security headers (docs/ARCHITECTURE.md "Browser security
 * headers"), as helmet options: helmet's defaults, with a CSP written out in full rather than
 * merged with helmet's looser default one.
 *
 * - Scripts: our own files plus the build's inline scripts by hash; never 'unsafe-inline' or
 *   'unsafe-eval' (zod runs jitless, so it never tries `new Function`).
 * - Styles: 'unsafe-inline' because Radix's dialogs lock scrolling with a `<style>` element
 *   whose content (the scrollbar's width) is only known in the browser, so no hash can cover it.
 *   CSS cannot run script, so the script policy is what keeps an injected tag harmless.
 * - Images: `imageSources` above.
 * - connect-src: 'self' covers a same-origin WebSocket only in browsers from 2022 on (Safari
 *   16), so the socket's origin is listed as well.
 */
export function helmetOptions(inputs: HeaderPolicyInputs): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inputs.scriptHashes.map((hash) => `'${hash}'`)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [...inputs.imageSources],
        connectSrc: ["'self'", inputs.websocketOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: inputs.strictTransportSecurity ? STRICT_TRANSPORT_SECURITY : false,
    xFrameOptions: { action: 'deny' },
  };
}

import { type OwnS3Server, startS3Server } from '@starmatch/test-support/s3-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, verifiedAccount } from '../support/api-account.js';
import { type AppServer, startAppServer } from '../support/app-server.js';
import { launchChromium } from '../support/browser.js';
import { signedInPerson } from '../support/signed-in-person.js';
import { testPhoto } from '../support/test-photo.js';

// Photos in a bucket with PHOTO_DELIVERY=redirect (issue 34): /uploads/ sends the browser to a
// signed URL on the bucket's own origin (a local s3rver), which the page's CSP must allow, as
// the browser checks every hop of a redirect. In the distributed mode the page comes from the
// edge, given PHOTO_ORIGIN as an operator would give nginx; the single process works it out.

let s3: OwnS3Server;
let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  s3 = await startS3Server();
  [server, browser] = await Promise.all([
    startAppServer({ ...s3.env, PHOTO_DELIVERY: 'redirect', PHOTO_ORIGIN: s3.endpoint }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await s3?.close();
});

describe('photos redirected to a bucket', () => {
  it('load in the page from the bucket, with no Content-Security-Policy violation', async () => {
    const account = newAccount('Mere Tawhiri', 'Female', '1995-03-09', {
      password: 'photos-in-the-bucket',
      tag: 'bucket',
    });
    const token = await verifiedAccount(server.origin, server.dataDir, account);
    const mere = await signedInPerson(browser, server.origin, token);
    const { page } = mere;
    await page.goto('/profile-setup');
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    const fromTheBucket: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${s3.endpoint}/${s3.bucket}/profiles/`)) {
        fromTheBucket.push(`${response.status()} ${response.headers()['content-type']}`);
      }
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles([
        { name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await testPhoto('#0e7490') },
      ]);
    // The tile shows the picked file (a blob:) until the upload is in, then the stored WebP.
    const preview = page.getByRole('img', { name: 'Preview 1 of 1' });
    await expect
      .poll(() =>
        preview.evaluate((image: HTMLImageElement) => ({
          src: image.getAttribute('src'),
          drawn: image.complete && image.naturalWidth > 0,
        })),
      )
      .toEqual({
        src: expect.stringMatching(/^\/uploads\/profiles\/.+\.webp$/),
        drawn: true,
      });
    expect(new Set(fromTheBucket)).toEqual(new Set(['200 image/webp']));
    expect(mere.problems).toEqual([]);
    await mere.context.close();
  });
});

import { randomBytes } from 'node:crypto';
import { listPhotos } from '@starmatch/db/queries/photos';
import { pngBomb, solid } from '@starmatch/test-support/test-images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { type MediaTestApi, startMediaTestApi } from './support/media-test-api.js';
import { type FieldPart, type FilePart, imageForm, multipartBody } from './support/multipart.js';
import { signedInPerson } from './support/people.js';
import {
  GIF_POLYGLOT,
  HTML,
  jpegMagicThenNoise,
  PDF,
  SHELL_SCRIPT,
  SVG,
  sixMegabytePng,
  TEXT,
  truncatedJpeg,
  ZIP,
} from './support/upload-fixtures.js';

let api: MediaTestApi;

beforeAll(async () => {
  api = await startMediaTestApi();
});

afterAll(async () => {
  await api.close();
});

const NOT_AN_IMAGE = {
  status: 415,
  body: { message: 'Please select a valid image file', code: 'UNSUPPORTED_MEDIA_TYPE' },
};
const TOO_LARGE = {
  status: 413,
  body: {
    message: 'Image file too large. Please choose a file smaller than 5MB',
    code: 'PAYLOAD_TOO_LARGE',
  },
};
const NO_IMAGE_FIELD = {
  status: 400,
  body: {
    message: "Please choose an image to upload in the form field 'image'.",
    code: 'VALIDATION_FAILED',
  },
};
const TWO_FILES = {
  status: 400,
  body: { message: 'Please upload one image at a time.', code: 'VALIDATION_FAILED' },
};

type Expected = typeof NOT_AN_IMAGE;
type Request = { headers: Record<string, string>; payload: Buffer | string };

function file(data: Buffer, filename: string, contentType: string, name = 'image'): FilePart {
  return { name, filename, contentType, data };
}

function form(...parts: Array<FilePart | FieldPart>): Request {
  return multipartBody(parts);
}

const cases: Array<[string, () => Promise<Request>, Expected]> = [
  ['a shell script renamed photo.jpg', async () => imageForm(SHELL_SCRIPT), NOT_AN_IMAGE],
  ['a truncated JPEG', async () => imageForm(await truncatedJpeg()), NOT_AN_IMAGE],
  ['a zero-byte file', async () => imageForm(Buffer.alloc(0)), NOT_AN_IMAGE],
  [
    'a PNG bomb declaring 50000x50000 pixels',
    async () => imageForm(pngBomb(), 'bomb.png', 'image/png'),
    NOT_AN_IMAGE,
  ],
  [
    'a real 7000x6000 PNG (over the pixel limit, under 5 MB)',
    async () => imageForm(await solid(7000, 6000).png().toBuffer(), 'big.png', 'image/png'),
    NOT_AN_IMAGE,
  ],
  [
    'an SVG sent as image/svg+xml',
    async () => imageForm(SVG, 'a.svg', 'image/svg+xml'),
    NOT_AN_IMAGE,
  ],
  [
    'an HTML page named photo.png',
    async () => imageForm(HTML, 'photo.png', 'image/png'),
    NOT_AN_IMAGE,
  ],
  ['a PDF', async () => imageForm(PDF, 'cv.pdf', 'application/pdf'), NOT_AN_IMAGE],
  ['a ZIP renamed photo.jpg', async () => imageForm(ZIP), NOT_AN_IMAGE],
  ['random bytes', async () => imageForm(randomBytes(64 * 1024)), NOT_AN_IMAGE],
  [
    'a text file claiming image/png',
    async () => imageForm(TEXT, 'a.png', 'image/png'),
    NOT_AN_IMAGE,
  ],
  [
    'a JPEG magic number followed by noise',
    async () => imageForm(jpegMagicThenNoise()),
    NOT_AN_IMAGE,
  ],
  [
    'a GIF/JavaScript polyglot',
    async () => imageForm(GIF_POLYGLOT, 'x.gif', 'image/gif'),
    NOT_AN_IMAGE,
  ],
  [
    'a TIFF (an image, but not an accepted type)',
    async () => imageForm(await solid(64, 64).tiff().toBuffer(), 'scan.tiff', 'image/tiff'),
    NOT_AN_IMAGE,
  ],
  [
    'a 6 MB image',
    async () => imageForm(await sixMegabytePng(), 'huge.png', 'image/png'),
    TOO_LARGE,
  ],
  [
    'two files in one request',
    async () => {
      const png = await solid(32, 32).png().toBuffer();
      return form(file(png, 'a.png', 'image/png'), file(png, 'b.png', 'image/png'));
    },
    TWO_FILES,
  ],
  [
    'a form without the image field',
    async () => form({ name: 'caption', value: 'hi' }),
    NO_IMAGE_FIELD,
  ],
  [
    'the file in another field',
    async () => form(file(await solid(32, 32).png().toBuffer(), 'a.png', 'image/png', 'photo')),
    NO_IMAGE_FIELD,
  ],
  [
    'a JSON body instead of multipart',
    async () => ({ headers: { 'content-type': 'application/json' }, payload: '{"image":"x"}' }),
    NOT_AN_IMAGE,
  ],
  [
    'a raw image/png body instead of multipart',
    async () => ({
      headers: { 'content-type': 'image/png' },
      payload: await solid(32, 32).png().toBuffer(),
    }),
    NOT_AN_IMAGE,
  ],
  [
    'multipart whose boundary never appears',
    async () => ({
      headers: { 'content-type': 'multipart/form-data; boundary=nothing-matches-this' },
      payload: 'just some text\r\n',
    }),
    NO_IMAGE_FIELD,
  ],
  [
    'multipart without a boundary parameter',
    async () => ({ headers: { 'content-type': 'multipart/form-data' }, payload: 'x' }),
    NO_IMAGE_FIELD,
  ],
];

describe('POST /api/upload with hostile or broken input', () => {
  it.each(cases)('rejects %s', async (_name, make, expected) => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const request = await make();
    const response = await call(api, 'POST', '/api/upload', request.payload, {
      token,
      headers: request.headers,
    });
    expect({ status: response.statusCode, body: response.json() }).toEqual(expected);
    expect(await listPhotos(api.db, userId)).toEqual([]);
    expect(await api.filesIn(`profiles/${userId}`)).toEqual([]);
    expect(await api.filesIn('incoming')).toEqual([]);
  });

  it('serves nothing an attacker uploaded, and the failures leave the account usable', async () => {
    const { userId, token } = await signedInPerson(api.db, { profile: false });
    const bad = imageForm(HTML, 'x.png', 'image/png');
    await call(api, 'POST', '/api/upload', bad.payload, { token, headers: bad.headers });
    const good = imageForm(await solid(40, 40).png().toBuffer(), 'ok.png', 'image/png');
    const response = await call(api, 'POST', '/api/upload', good.payload, {
      token,
      headers: good.headers,
    });
    expect(response.statusCode).toBe(201);
    expect((await listPhotos(api.db, userId)).map((photo) => photo.position)).toEqual([0]);
  });
});

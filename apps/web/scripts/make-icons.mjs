// Writes the app icons of the web app manifest and the Apple touch icon from the favicon's
// drawing: run once (`node scripts/make-icons.mjs` in apps/web) when the favicon changes, and
// commit the PNGs. sharp renders the SVG; nothing here runs in the build.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');
// The favicon's star and dots without its rounded tile: the tile is redrawn per icon below.
const drawing = favicon
  .replace(/<\?xml[^>]*>|<svg[^>]*>|<\/svg>|<title>.*?<\/title>/g, '')
  .replace(/<rect[^>]*\/>/, '');
const TILE = '#13102e';

/**
 * The drawing on a full square of the tile's colour, scaled about the centre. Maskable icons
 * keep what matters inside the middle 80% circle, which the platform's mask may crop to; Apple
 * rounds its own corners, so its icon has none.
 */
function squareIcon(scale) {
  const offset = (64 - 64 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TILE}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g></svg>`;
}

// Android draws the status bar's badge from the icon's alpha alone: the star, in white.
const star = drawing.match(/<path[^>]*\/>/)?.[0].replace(/fill="[^"]*"/, 'fill="#ffffff"');
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="8 8 48 48">${star}</svg>`;

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: squareIcon(0.72) },
  { file: 'icons/apple-touch-icon-180.png', size: 180, svg: squareIcon(0.86) },
  { file: 'icons/badge-96.png', size: 96, svg: badge },
];
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, publicDir).pathname);
  console.log(`wrote public/${file} (${size}x${size})`);
}

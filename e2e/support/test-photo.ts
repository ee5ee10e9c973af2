import sharp from 'sharp';

/**
 * A portrait-shaped JPEG in one colour with a lighter disc in the middle, so two photos of one
 * person look different in a screenshot and the carousel visibly moves between them.
 */
export function testPhoto(colour: string, disc = '#f5f2ff'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
<rect width="480" height="640" fill="${colour}"/>
<circle cx="240" cy="260" r="110" fill="${disc}" fill-opacity="0.55"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

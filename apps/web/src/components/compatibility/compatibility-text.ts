// What the compatibility explanation says around the server's own sentences, in New Zealand
// English (docs/PRODUCT.md "Compatibility"). Warm and honest: a bit of fun, never a verdict.

export const COMPATIBILITY_TEXT = {
  whyYouMatch: 'Why you match',
  sheetSubtitle: (name: string) => `You and ${name}`,
  factorsLabel: 'What goes into your score',
  pointsWord: (points: number) => (Math.abs(points) === 1 ? 'point' : 'points'),
  justForFun:
    'Just for fun: the stars are a map, not a prediction. Get to know each other to find out.',
  close: 'Close',
} as const;

/**
 * The look of every inline icon in the app: a 24-unit line drawing in currentColor, so icons
 * take the text colour around them and cost no request.
 */
export const LINE_ICON = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

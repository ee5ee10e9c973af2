// Stands in for a missing or broken photo. An inline SVG, so it never costs a
// request (and never leaks who is being viewed to a third-party image host).
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#2b2562"/><stop offset="1" stop-color="#0b0920"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#g)"/>
<circle cx="150" cy="160" r="52" fill="#3d3680"/>
<path d="M58 340c10-64 50-100 92-100s82 36 92 100z" fill="#3d3680"/>
<path d="M236 62l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#f6cf72"/>
<circle cx="64" cy="96" r="2" fill="#c9b8ff"/><circle cx="92" cy="52" r="1.5" fill="#f5f2ff"/>
</svg>`;

export const PLACEHOLDER_PHOTO = `data:image/svg+xml,${encodeURIComponent(svg)}`;

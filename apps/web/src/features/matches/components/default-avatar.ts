// A request without a photo shows this silhouette. An inline SVG, so it never
// costs a request or tells a third-party host who is being viewed.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" fill="#2b2562"/>
<circle cx="32" cy="25" r="11" fill="#3d3680"/>
<path d="M12 58c2-13 10-20 20-20s18 7 20 20z" fill="#3d3680"/>
</svg>`;

export const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(svg)}`;

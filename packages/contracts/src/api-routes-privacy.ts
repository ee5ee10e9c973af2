import type { ApiRoute } from './api-route.js';
import { dataExportStateSchema } from './data-exports.js';

/**
 * The person's own data (docs/PRODUCT.md "Account settings"). The download itself,
 * DATA_EXPORT_DOWNLOAD_PATH, answers the ZIP's bytes and so is not in this table.
 */
export const privacyRoutes = {
  requestDataExport: {
    method: 'POST',
    path: '/api/user/data-export',
    summary:
      'Ask for a ZIP of everything the app keeps about me; one per 24 hours (429 says when the next may be asked for)',
    auth: true,
    status: 201,
    response: dataExportStateSchema,
    errors: [401, 429],
  },
  getDataExport: {
    method: 'GET',
    path: '/api/user/data-export',
    summary: 'My latest data export: preparing, ready (until it expires) or failed',
    auth: true,
    status: 200,
    response: dataExportStateSchema,
    errors: [401],
  },
} as const satisfies Record<string, ApiRoute>;

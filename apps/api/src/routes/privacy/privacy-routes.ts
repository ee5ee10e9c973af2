import type { FastifyInstance } from 'fastify';
import { downloadDataExportRoute } from './download-data-export-route.js';
import { getDataExportRoute } from './get-data-export-route.js';
import { requestDataExportRoute } from './request-data-export-route.js';

/** The person's own data: "Download my data" (docs/ARCHITECTURE.md "Your data"). */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(requestDataExportRoute);
  await app.register(getDataExportRoute);
  await app.register(downloadDataExportRoute);
}

import type { ComposeService } from './compose.js';

export class HealthcheckError extends Error {
  override name = 'HealthcheckError';
}

export interface HealthcheckProbe {
  /** The program the check runs inside the container (`node`, `curl`, ...). */
  program: string;
  port: number;
  path: string;
}

/** Where a service's HTTP health check points: `http://127.0.0.1:<port><path>` in its command. */
export function httpProbe(serviceName: string, service: ComposeService): HealthcheckProbe {
  const test = service.healthcheck?.test;
  if (test === undefined) throw new HealthcheckError(`${serviceName} has no healthcheck`);
  const [form, program] = test;
  if (form !== 'CMD' || program === undefined) {
    throw new HealthcheckError(`${serviceName}: healthcheck must use the CMD form`);
  }
  const url = test.join(' ').match(/http:\/\/127\.0\.0\.1:(\d+)(\/[\w/-]*)/);
  if (url === null) throw new HealthcheckError(`${serviceName}: healthcheck has no local URL`);
  return { program, port: Number(url[1]), path: url[2] ?? '' };
}

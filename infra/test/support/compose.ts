import { parse } from 'yaml';
import { readRepoFile } from './repo.js';

export interface ComposeBuild {
  context: string;
  dockerfile?: string;
  args?: Record<string, string>;
}

export interface ComposeService {
  image?: string;
  build?: ComposeBuild;
  command?: string[];
  restart?: string;
  init?: boolean;
  stop_grace_period?: string;
  environment?: Record<string, string | null>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ulimits?: Record<string, number | { soft: number; hard: number }>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export const composeFileName = 'docker-compose.yml';

export function readComposeText(): string {
  return readRepoFile(composeFileName);
}

/** The compose file as Compose reads it, with `<<` merge keys applied. */
export function loadCompose(text: string = readComposeText()): ComposeFile {
  return parse(text, { merge: true }) as ComposeFile;
}

/** A one-shot service (restart "no") exits when done; every other one runs until stopped. */
export function isLongRunning(service: ComposeService): boolean {
  return service.restart !== 'no';
}

/** Names of `${NAME}`, `${NAME:-default}` and similar interpolations in compose text. */
export function interpolatedNames(text: string): string[] {
  const names = [...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

/** The value Compose uses when the variable is not set: `${X:-default}` becomes `default`. */
export function withDefaults(value: string): string {
  return value.replace(
    /\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?\}/g,
    (_, fallback?: string) => fallback ?? '',
  );
}

/** Service name and port of a URL such as `redis://redis:6379` or `postgres://u:p@postgres:5432/db`. */
export function hostAndPort(url: string): { host: string; port: number } {
  const parsed = new URL(withDefaults(url));
  return { host: parsed.hostname, port: Number(parsed.port) };
}

/** Splits `name:/path[:mode]` into the volume name and where it is mounted. */
export function volumeMount(entry: string): { source: string; target: string } {
  const [source = '', target = ''] = entry.split(':');
  return { source, target };
}

import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { readRepoFile, repoRoot } from './repo.js';

/** One Kubernetes object as written, with the file it came from. */
export interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: each kind's shape is checked by its model.
  spec?: any;
  data?: Record<string, string>;
}

export interface Kustomization {
  resources: string[];
  namespace?: string;
  images?: { name: string; newTag?: string }[];
}

/** The kustomization folders under infra/k8s: the services, and the migration run before them. */
export const KUSTOMIZATIONS = ['infra/k8s', 'infra/k8s/migrate'];

export function readKustomization(folder: string): Kustomization {
  const [document] = parseAllDocuments(readRepoFile(posix.join(folder, 'kustomization.yaml')));
  return document?.toJS() as Kustomization;
}

/** The YAML files of a folder other than its kustomization.yaml. */
export function manifestFiles(folder: string): string[] {
  return readdirSync(join(repoRoot, folder))
    .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
    .sort();
}

/** Every object a kustomization lists, in order. */
export function readManifests(folder: string): Manifest[] {
  return readKustomization(folder).resources.flatMap((file) =>
    parseAllDocuments(readRepoFile(posix.join(folder, file))).map(
      (document) => ({ ...(document.toJS() as Omit<Manifest, 'file'>), file }) as Manifest,
    ),
  );
}

export function allManifests(): Manifest[] {
  return KUSTOMIZATIONS.flatMap(readManifests);
}

export interface ContainerEnv {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: ContainerEnv[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  volumeMounts?: { name: string; mountPath: string }[];
}

/** The pod template's containers of a Deployment or a Job. */
export function containersOf(manifest: Manifest): Container[] {
  return (manifest.spec?.template?.spec?.containers ?? []) as Container[];
}

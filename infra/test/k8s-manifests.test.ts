import { createECDH } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiEnvSchema } from '@starmatch/api/config';
import { cliEnvSchema } from '@starmatch/db/cli/cli-config';
import { realtimeEnvSchema } from '@starmatch/realtime/config';
import { parseConfig } from '@starmatch/service-kit/parse-config';
import { workerEnvSchema } from '@starmatch/worker/config';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Service } from 'kubernetes-models/v1/Service';
import { afterAll, describe, expect, it } from 'vitest';
import {
  allManifests,
  type Container,
  containersOf,
  KUSTOMIZATIONS,
  type Manifest,
  manifestFiles,
  readKustomization,
} from './support/k8s-manifests.js';

// infra/k8s (infra/README.md "Kubernetes"): every object is valid against the Kubernetes API's
// schemas, every reference between objects lands, and every service's environment as the
// manifests set it passes that service's own zod schema.

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
};

const SCHEMAS = {
  api: apiEnvSchema,
  realtime: realtimeEnvSchema,
  worker: workerEnvSchema,
  migrate: cliEnvSchema,
};

const manifests = allManifests();
const ofKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const named = (kind: string, name: string) =>
  ofKind(kind).find((manifest) => manifest.metadata.name === name);
const podLabels = (manifest: Manifest): Record<string, string> =>
  manifest.spec?.template?.metadata?.labels ?? {};
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** What an operator's Secret holds, by key, in a shape each schema accepts. */
function sampleSecrets(): Record<string, string> {
  const vapid = createECDH('prime256v1');
  vapid.generateKeys();
  return {
    'database-url': 'postgres://starmatch:secret@postgres:5432/starmatch',
    'redis-url': 'redis://:secret@redis:6379',
    'smtp-url': 'smtps://starmatch:secret@smtp.example.nz:465',
    'vapid-private-key': vapid.getPrivateKey('base64url'),
    'vapid-public-key': vapid.getPublicKey('base64url'),
    's3-access-key-id': 'AKIAEXAMPLEEXAMPLE',
    's3-secret-access-key': 'example/secret/access/key',
  };
}

const secretsFolder = mkdtempSync(join(tmpdir(), 'k8s-secrets-'));
afterAll(() => rmSync(secretsFolder, { recursive: true, force: true }));

/** A container's environment as the pod would see it, with secret files from `sampleSecrets`. */
function environmentOf(container: Container): Record<string, string> {
  const secrets = sampleSecrets();
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    const configMap = named('ConfigMap', source.configMapRef?.name ?? '');
    if (!configMap) throw new Error(`${container.name}: no ConfigMap ${source.configMapRef?.name}`);
    Object.assign(env, configMap.data);
  }
  for (const variable of container.env ?? []) {
    const configKey = variable.valueFrom?.configMapKeyRef;
    const secretKey = variable.valueFrom?.secretKeyRef;
    if (configKey)
      env[variable.name] = named('ConfigMap', configKey.name)?.data?.[configKey.key] ?? '';
    else if (secretKey) env[variable.name] = secrets[secretKey.key] ?? '';
    else env[variable.name] = variable.value ?? '';
  }
  for (const [name, value] of Object.entries(env)) {
    if (!name.endsWith('_FILE')) continue;
    const key = value.split('/').at(-1) ?? '';
    const file = join(secretsFolder, key);
    writeFileSync(file, `${secrets[key] ?? ''}\n`);
    env[name] = file;
  }
  // The one value the ConfigMap leaves for the operator to fill in.
  if (env.VAPID_PUBLIC_KEY?.startsWith('replace-with')) {
    env.VAPID_PUBLIC_KEY = secrets['vapid-public-key'] ?? '';
  }
  return env;
}

describe('infra/k8s', () => {
  it.each(KUSTOMIZATIONS)('%s lists every manifest in its folder', (folder) => {
    expect([...readKustomization(folder).resources].sort()).toEqual(manifestFiles(folder));
    expect(readKustomization(folder).namespace).toBe('starmatch');
  });

  it('holds only valid objects of known kinds', () => {
    for (const manifest of manifests) {
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
      expect(Model, `${manifest.file}: ${manifest.kind}`).toBeDefined();
      expect(() => Model && new Model(manifest as never).validate()).not.toThrow();
    }
  });

  it('runs api, realtime, worker and web, each with a Service, an autoscaler and a budget', () => {
    const deployments = ofKind('Deployment').map((deployment) => deployment.metadata.name);
    expect(deployments.sort()).toEqual(['api', 'realtime', 'web', 'worker']);
    for (const name of deployments) {
      const deployment = named('Deployment', name) as Manifest;
      expect(matches(deployment.spec.selector.matchLabels, podLabels(deployment))).toBe(true);
      const budget = ofKind('PodDisruptionBudget').find((pdb) =>
        matches(pdb.spec.selector.matchLabels, podLabels(deployment)),
      );
      expect(budget, `${name}'s PodDisruptionBudget`).toBeDefined();
      const autoscaler = ofKind('HorizontalPodAutoscaler').find(
        (hpa) =>
          hpa.spec.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === name,
      );
      expect(autoscaler, `${name}'s autoscaler`).toBeDefined();
      expect(autoscaler?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    }
    for (const service of ofKind('Service')) {
      const target = ofKind('Deployment').find((deployment) =>
        matches(service.spec.selector, podLabels(deployment)),
      );
      expect(target, `the pods of Service ${service.metadata.name}`).toBeDefined();
      const ports = containersOf(target as Manifest).flatMap((container) => container.ports ?? []);
      for (const port of service.spec.ports) {
        expect(ports.map((found) => found.name)).toContain(port.targetPort);
      }
    }
  });

  it('scales the api on CPU, the gateway on open sockets and the worker on waiting jobs', () => {
    const metricOf = (name: string) => named('HorizontalPodAutoscaler', name)?.spec.metrics[0];
    expect(metricOf('api')).toMatchObject({ type: 'Resource', resource: { name: 'cpu' } });
    expect(metricOf('realtime')).toMatchObject({
      type: 'Pods',
      pods: { metric: { name: 'realtime_open_sockets' } },
    });
    expect(metricOf('worker')).toMatchObject({
      type: 'External',
      external: {
        metric: { name: 'jobs_queued', selector: { matchLabels: { state: 'waiting' } } },
      },
    });
  });

  it('probes readiness on /readyz and liveness on /healthz, on the port the service listens on', () => {
    for (const name of ['api', 'realtime', 'worker']) {
      const [container] = containersOf(named('Deployment', name) as Manifest);
      expect(container?.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(container?.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
      const port = container?.ports?.find((found) => found.name === 'http')?.containerPort;
      expect(container?.env?.find((variable) => variable.name === 'PORT')?.value).toBe(
        String(port),
      );
    }
  });

  it('routes the public edge to the api, the gateway and the SPA, by existing Service ports', () => {
    const [ingress] = ofKind('Ingress');
    const routes = ingress?.spec.rules.flatMap(
      (rule: { http: { paths: unknown[] } }) => rule.http.paths,
    ) as { path: string; backend: { service: { name: string; port: { name: string } } } }[];
    expect(routes.map((route) => [route.path, route.backend.service.name])).toEqual([
      ['/api/', 'api'],
      ['/uploads/', 'api'],
      ['/ws', 'realtime'],
      ['/', 'web'],
    ]);
    for (const { backend } of routes) {
      const service = named('Service', backend.service.name);
      expect(service?.spec.ports.map((port: { name: string }) => port.name)).toContain(
        backend.service.port.name,
      );
    }
  });

  it('starts each service with an environment its own schema accepts, secrets from files', () => {
    for (const program of ['api', 'realtime', 'worker'] as const) {
      const [container] = containersOf(named('Deployment', program) as Manifest);
      if (!container) throw new Error(`no ${program} container`);
      const env = environmentOf(container);
      const keys = Object.keys(SCHEMAS[program].in.shape);
      const unread = Object.keys(env)
        .map((name) => name.replace(/_FILE$/, ''))
        .filter((name) => !keys.includes(name));
      expect(unread, `${program} sets variables it never reads`).toEqual([]);
      expect(() => parseConfig(SCHEMAS[program], env)).not.toThrow();
      // Secrets never appear as plain values.
      const secrets = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'VAPID_PRIVATE_KEY'];
      for (const secret of [...secrets, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
        expect(container.env?.find((variable) => variable.name === secret)).toBeUndefined();
      }
    }
    const [migrate] = containersOf(named('Job', 'migrate') as Manifest);
    const env = environmentOf(migrate as Container);
    expect(
      Object.keys(env).filter((name) => !Object.keys(cliEnvSchema.shape).includes(name)),
    ).toEqual([]);
    expect(cliEnvSchema.safeParse(env).success).toBe(true);
  });

  it('names in its kustomizations the image of every container', () => {
    const images = new Set(
      KUSTOMIZATIONS.flatMap((folder) => readKustomization(folder).images ?? []).map(
        (image) => image.name,
      ),
    );
    for (const manifest of manifests) {
      for (const container of containersOf(manifest)) expect(images).toContain(container.image);
    }
  });
});

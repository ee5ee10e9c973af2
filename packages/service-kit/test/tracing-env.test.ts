import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseConfig } from '../src/parse-config.js';
import { checkTracingEnv, tracingConfig, tracingEnv } from '../src/tracing-env.js';
import { tracesSampler } from '../src/tracing-sampler.js';

const schema = z
  .object(tracingEnv)
  .superRefine(checkTracingEnv)
  .transform((env) => tracingConfig(env, 'starmatch-api'));

describe('the OpenTelemetry variables', () => {
  it('leave tracing off when no endpoint is set', () => {
    expect(parseConfig(schema, {})).toBeUndefined();
    expect(parseConfig(schema, { OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBeUndefined();
    expect(parseConfig(schema, { OTEL_SERVICE_NAME: 'x', OTEL_TRACES_SAMPLER: 'always_on' })).toBe(
      undefined,
    );
  });

  it("turn it on with the collector's base URL, the service named by default", () => {
    expect(parseConfig(schema, { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      headers: {},
      serviceName: 'starmatch-api',
      sampler: 'parentbased_always_on',
      ratio: 1,
    });
    expect(
      parseConfig(schema, { OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.com/tempo/' })
        ?.tracesUrl,
    ).toBe('https://otlp.example.com/tempo/v1/traces');
  });

  it('take the traces URL as it is, before the base URL', () => {
    expect(
      parseConfig(schema, {
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://tempo:4318/otlp/traces',
      })?.tracesUrl,
    ).toBe('http://tempo:4318/otlp/traces');
  });

  it('read the service name, the sampler and the headers', () => {
    expect(
      parseConfig(schema, {
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces',
        OTEL_SERVICE_NAME: 'starmatch-api-eu',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Basic%20abc%3D, x-scope-orgid=starmatch',
      }),
    ).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      headers: { authorization: 'Basic abc=', 'x-scope-orgid': 'starmatch' },
      serviceName: 'starmatch-api-eu',
      sampler: 'parentbased_traceidratio',
      ratio: 0.25,
    });
  });

  it('refuse what is not an http(s) URL, a sampler, a ratio or a header list', () => {
    const problems = (env: Record<string, string>) => {
      try {
        parseConfig(schema, env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4317' })).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT: must be an http(s) URL',
    ]);
    expect(problems({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'grpc://collector:4317' })).toEqual([
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: must be an http(s) URL',
    ]);
    expect(problems({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })[0]).toMatch(/^OTEL_TRACES_SAMPLER: /);
    expect(problems({ OTEL_TRACES_SAMPLER_ARG: '1.5' })[0]).toMatch(/^OTEL_TRACES_SAMPLER_ARG: /);
    expect(problems({ OTEL_TRACES_SAMPLER_ARG: 'half' })[0]).toMatch(/^OTEL_TRACES_SAMPLER_ARG: /);
    expect(problems({ OTEL_EXPORTER_OTLP_HEADERS: 'api-key' })).toEqual([
      'OTEL_EXPORTER_OTLP_HEADERS: must be key=value pairs, comma-separated',
    ]);
    expect(() => parseConfig(schema, { OTEL_EXPORTER_OTLP_HEADERS: 'k=%zz' })).toThrow(ConfigError);
  });

  it('make the sampler the specification names', () => {
    expect(tracesSampler({ sampler: 'parentbased_traceidratio', ratio: 0.25 }).toString()).toBe(
      'ParentBased{root=TraceIdRatioBased{0.25}, remoteParentSampled=AlwaysOnSampler, remoteParentNotSampled=AlwaysOffSampler, localParentSampled=AlwaysOnSampler, localParentNotSampled=AlwaysOffSampler}',
    );
    expect(tracesSampler({ sampler: 'always_off', ratio: 1 }).toString()).toBe('AlwaysOffSampler');
  });
});

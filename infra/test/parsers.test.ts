import { describe, expect, it } from 'vitest';
import {
  DockerfileParseError,
  parseCopyArgs,
  parseDockerfile,
  parseExecForm,
} from './support/dockerfile.js';
import { isIgnored, parseDockerignore } from './support/dockerignore.js';
import { NginxConfParseError, parseNginxConf } from './support/nginx-conf.js';

describe('parseDockerfile', () => {
  it('splits stages, joins continuations and drops comments inside them', () => {
    const stages = parseDockerfile(
      [
        '# syntax=docker/dockerfile:1',
        'FROM node:24-bookworm-slim AS build',
        'RUN apt-get update \\',
        '  # a comment inside the continuation',
        '  && apt-get install -y g++',
        'FROM --platform=linux/amd64 nginx:1.28-bookworm',
        'USER nginx',
      ].join('\n'),
    );
    expect(stages).toEqual([
      {
        base: 'node:24-bookworm-slim',
        name: 'build',
        instructions: [
          { keyword: 'RUN', args: 'apt-get update && apt-get install -y g++', line: 3 },
        ],
      },
      {
        base: 'nginx:1.28-bookworm',
        name: undefined,
        instructions: [{ keyword: 'USER', args: 'nginx', line: 7 }],
      },
    ]);
  });

  it('rejects a continuation that never ends', () => {
    expect(() => parseDockerfile('FROM node:24\nRUN echo \\')).toThrow(
      new DockerfileParseError('line 2: continuation runs past the end of the file'),
    );
  });

  it('reads COPY flags, sources and destination', () => {
    expect(parseCopyArgs('--from=build --chown=node:node /out/dist ./dist')).toEqual({
      from: 'build',
      sources: ['/out/dist'],
      destination: './dist',
    });
    expect(parseCopyArgs('["a.json", "b.yaml", "./"]')).toEqual({
      from: undefined,
      sources: ['a.json', 'b.yaml'],
      destination: './',
    });
    expect(() => parseCopyArgs('only-one')).toThrow(DockerfileParseError);
  });

  it('accepts only the exec form for commands', () => {
    expect(parseExecForm('["node", "dist/main.js"]')).toEqual(['node', 'dist/main.js']);
    expect(() => parseExecForm('node dist/main.js')).toThrow(
      new DockerfileParseError('not exec form: node dist/main.js'),
    );
  });
});

describe('dockerignore matching', () => {
  const rules = parseDockerignore(
    '# comment\n**/node_modules\n.git\napps/*/test\n*.md\n!README.md\n',
  );

  it.each([
    ['node_modules/x/index.js', true],
    ['apps/api/node_modules/fastify/package.json', true],
    ['.git/HEAD', true],
    ['apps/api/test/app.test.ts', true],
    ['apps/api/src/test-helpers.ts', false],
    ['NOTES.md', true],
    ['README.md', false],
    ['infra/README.md', false],
    ['infra/nginx.conf', false],
  ])('%s ignored: %s', (path, ignored) => {
    expect(isIgnored(path, rules)).toBe(ignored);
  });
});

describe('parseNginxConf', () => {
  it('builds a directive tree with quoted arguments and comments removed', () => {
    const tree = parseNginxConf(
      'events {}\nhttp {\n  # note\n  map $a $b { default x; \'\' y; }\n  server { return 200 "ok;\\n"; }\n}\n',
    );
    expect(tree).toEqual([
      { name: 'events', args: [], block: [] },
      {
        name: 'http',
        args: [],
        block: [
          {
            name: 'map',
            args: ['$a', '$b'],
            block: [
              { name: 'default', args: ['x'], block: undefined },
              { name: '', args: ['y'], block: undefined },
            ],
          },
          {
            name: 'server',
            args: [],
            block: [{ name: 'return', args: ['200', 'ok;\n'], block: undefined }],
          },
        ],
      },
    ]);
  });

  it('rejects unbalanced braces', () => {
    expect(() => parseNginxConf('http { server {}')).toThrow(
      new NginxConfParseError('unexpected end of file'),
    );
    expect(() => parseNginxConf('}')).toThrow(new NginxConfParseError('unexpected "}"'));
  });
});

import { describe, expect, it } from 'vitest';
import { BuildOutputError, sourceOfBuiltFile } from './support/build-output.js';
import { loadCompose } from './support/compose.js';
import { argsOf, finalStage, parseDockerfile, parseExecForm } from './support/dockerfile.js';
import { readRepoFile, type WorkspacePackage, workspacePackages } from './support/repo.js';

const { services } = loadCompose();
const packages = workspacePackages();
const runtime = finalStage(parseDockerfile(readRepoFile('infra/Dockerfile.node-app')));
const [imageCommand = []] = argsOf(runtime, 'CMD').map(parseExecForm);

function appPackage(app: string): WorkspacePackage {
  const found = packages.get(`@starmatch/${app}`);
  if (found === undefined) throw new Error(`no workspace package @starmatch/${app}`);
  return found;
}

/** What a service runs: its compose command, else the image's CMD. */
function commandOf(name: string): string[] {
  return services[name]?.command ?? imageCommand;
}

describe('service commands', () => {
  it('run with node a file that the build compiles from an existing source', () => {
    const sources = Object.fromEntries(
      Object.entries(services).flatMap(([name, service]) => {
        const app = service.build?.args?.APP;
        if (app === undefined) return [];
        const [program, file = ''] = commandOf(name);
        expect(program, name).toBe('node');
        return [[name, sourceOfBuiltFile(appPackage(app), file, packages)]];
      }),
    );
    expect(sources).toEqual({
      migrate: 'packages/db/src/cli/migrate.ts',
      api: 'apps/api/src/main.ts',
      realtime: 'apps/realtime/src/main.ts',
      worker: 'apps/worker/src/main.ts',
    });
  });

  it("use the image's default command for the apps themselves", () => {
    expect(imageCommand).toEqual(['node', 'dist/main.js']);
    for (const name of ['api', 'realtime', 'worker']) {
      expect(commandOf(name), name).toEqual(imageCommand);
    }
  });

  it('run from folders the runtime stage copies in', () => {
    const copied = argsOf(runtime, 'COPY').map((args) => args.split(/\s+/).at(-1));
    for (const [name] of Object.entries(services).filter(([, service]) => service.build?.args)) {
      const topFolder = commandOf(name)[1]?.split('/')[0];
      expect(copied, name).toContain(`./${topFolder}`);
    }
  });
});

describe('sourceOfBuiltFile', () => {
  const api = appPackage('api');

  it('maps an app file to its source, with or without a leading ./', () => {
    expect(sourceOfBuiltFile(api, 'dist/main.js', packages)).toBe('apps/api/src/main.ts');
    expect(sourceOfBuiltFile(api, './dist/main.js', packages)).toBe('apps/api/src/main.ts');
  });

  it.each([
    ['dist/no-such-entry.js', 'apps/api/src/no-such-entry.ts does not exist'],
    ['src/main.ts', "src/main.ts is not a .js file under @starmatch/api's dist/"],
    [
      'node_modules/@starmatch/web/dist/main.js',
      '@starmatch/web is not a dependency of @starmatch/api',
    ],
    ['node_modules/@starmatch/nope/dist/main.js', '@starmatch/nope is not a workspace package'],
  ])('rejects %s', (path, message) => {
    expect(() => sourceOfBuiltFile(api, path, packages)).toThrow(new BuildOutputError(message));
  });
});

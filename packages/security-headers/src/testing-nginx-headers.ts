import { APP_URL_PLACEHOLDER, PHOTO_ORIGIN_PLACEHOLDER } from './nginx-headers.js';
import type { HeaderList } from './security-headers.js';

/**
 * What nginx sends from the generated files for one APP_URL and PHOTO_ORIGIN (empty, the
 * image's default, when absent), worked out the way nginx does: the template filled in as the
 * image's envsubst step does, each map's first matching regex (or its default) with its
 * captures, then the variables in the `add_header` values; a header whose value comes out empty
 * is not sent. For the edge proxy of the distributed browser tests
 * and the test that nginx and the api agree. Knows only the shapes the build writes.
 */
export function nginxSentHeaders(files: {
  include: string;
  appUrlMaps: string;
  appUrl: string;
  photoOrigin?: string;
}): HeaderList {
  const variables = new Map<string, string>();
  const maps = parse(
    files.appUrlMaps
      .replaceAll(APP_URL_PLACEHOLDER, files.appUrl)
      .replaceAll(PHOTO_ORIGIN_PLACEHOLDER, files.photoOrigin ?? ''),
  );
  for (const map of maps) {
    const [source = '', variable = ''] = map.args;
    if (map.name !== 'map' || !variable.startsWith('$')) throw new Error(`not a map: ${map.name}`);
    variables.set(variable.slice(1), mapValue(substitute(source, variables), map.block ?? []));
  }
  return parse(files.include).flatMap((directive) => {
    const [name = '', value = '', ...flags] = directive.args;
    if (directive.name !== 'add_header' || flags.join(' ') !== 'always') {
      throw new Error(`not an add_header … always line: ${directive.name} ${directive.args}`);
    }
    const sent = substitute(value, variables);
    return sent === '' ? [] : [[name, sent] as const];
  });
}

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function mapValue(source: string, entries: Directive[]): string {
  let fallback = '';
  for (const { name, args } of entries) {
    const [value = ''] = args;
    if (name === 'default') {
      fallback = value;
      continue;
    }
    if (!name.startsWith('~')) throw new Error(`only regex map entries are expected: ${name}`);
    const match = new RegExp(name.slice(1)).exec(source);
    if (match) return substitute(value, new Map(Object.entries(match.groups ?? {})));
  }
  return fallback;
}

/** `$name` and `${name}` in a value; a variable nobody defined fails, as nginx refuses to start. */
function substitute(value: string, variables: ReadonlyMap<string, string>): string {
  return value.replace(/\$(?:\{(\w+)\}|(\w+))/g, (_whole, braced?: string, bare?: string) => {
    const name = braced ?? bare ?? '';
    const found = variables.get(name);
    if (found === undefined) throw new Error(`unknown nginx variable $${name}`);
    return found;
  });
}

function parse(text: string): Directive[] {
  const tokens = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .match(/"(?:[^"\\]|\\.)*"|[{};]|[^\s{};"]+/g);
  const stack: Directive[][] = [[]];
  let words: string[] = [];
  for (const token of tokens ?? []) {
    const current = stack.at(-1) ?? [];
    if (token === ';' || token === '{') {
      const [name = '', ...args] = words;
      const block: Directive[] | undefined = token === '{' ? [] : undefined;
      current.push({ name, args, block });
      if (block) stack.push(block);
      words = [];
    } else if (token === '}') {
      stack.pop();
    } else {
      words.push(token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token);
    }
  }
  return stack[0] ?? [];
}

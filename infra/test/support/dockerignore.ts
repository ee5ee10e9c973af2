export interface IgnoreRule {
  exclude: boolean;
  pattern: RegExp;
}

function clean(path: string): string {
  return path.trim().replace(/^\.\//, '').replace(/^\/+/, '').replace(/\/+$/, '');
}

function toRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index] ?? '';
    if (pattern.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (pattern.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else {
      source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/** Rules of a .dockerignore file, in order; `!` lines re-include. */
export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const exclude = !line.startsWith('!');
      return { exclude, pattern: toRegExp(clean(exclude ? line : line.slice(1))) };
    });
}

/**
 * Whether Docker leaves this path out of the build context: a rule matching a folder covers
 * everything inside it, and the last matching rule wins.
 */
export function isIgnored(path: string, rules: IgnoreRule[]): boolean {
  const segments = clean(path).split('/');
  const candidates = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (candidates.some((candidate) => rule.pattern.test(candidate))) ignored = rule.exclude;
  }
  return ignored;
}

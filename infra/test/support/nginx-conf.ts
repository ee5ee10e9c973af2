export interface Directive {
  name: string;
  args: string[];
  /** Present for block directives (`http { ... }`), absent for simple ones. */
  block: Directive[] | undefined;
}

export class NginxConfParseError extends Error {
  override name = 'NginxConfParseError';
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t' };

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '#') {
      const end = text.indexOf('\n', index);
      index = end === -1 ? text.length : end;
    } else if (char === '{' || char === '}' || char === ';') {
      tokens.push(char);
      index += 1;
    } else if (char === '"' || char === "'") {
      let value = '';
      index += 1;
      while (index < text.length && text[index] !== char) {
        if (text[index] === '\\') {
          index += 1;
          const escaped = text[index] ?? '';
          value += ESCAPES[escaped] ?? escaped;
        } else {
          value += text[index] ?? '';
        }
        index += 1;
      }
      if (index >= text.length) throw new NginxConfParseError('unterminated quoted string');
      tokens.push(value);
      index += 1;
    } else {
      const match = /^[^\s{};"']+/.exec(text.slice(index));
      const word = match?.[0] ?? char;
      tokens.push(word);
      index += word.length;
    }
  }
  return tokens;
}

/** Parses nginx configuration text into a tree of directives. */
export function parseNginxConf(text: string): Directive[] {
  const tokens = tokenize(text);
  let position = 0;

  function parseBlock(nested: boolean): Directive[] {
    const directives: Directive[] = [];
    let words: string[] = [];
    while (position < tokens.length) {
      const token = tokens[position] ?? '';
      position += 1;
      if (token === ';' || token === '{') {
        const [name, ...args] = words;
        if (name === undefined) throw new NginxConfParseError(`unexpected "${token}"`);
        directives.push({ name, args, block: token === '{' ? parseBlock(true) : undefined });
        words = [];
      } else if (token === '}') {
        if (!nested || words.length > 0) throw new NginxConfParseError('unexpected "}"');
        return directives;
      } else {
        words.push(token);
      }
    }
    if (nested || words.length > 0) throw new NginxConfParseError('unexpected end of file');
    return directives;
  }

  return parseBlock(false);
}

/** Direct children of a block with this name. */
export function children(block: Directive[], name: string): Directive[] {
  return block.filter((directive) => directive.name === name);
}

/** The only direct child with this name; fails when there is none or more than one. */
export function single(block: Directive[], name: string): Directive {
  const found = children(block, name);
  const [only] = found;
  if (only === undefined || found.length > 1) {
    throw new NginxConfParseError(`expected exactly one "${name}", found ${found.length}`);
  }
  return only;
}

export function blockOf(directive: Directive): Directive[] {
  if (directive.block === undefined) {
    throw new NginxConfParseError(`"${directive.name}" is not a block`);
  }
  return directive.block;
}

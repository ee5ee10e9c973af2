// Builds, for one regular expression, the inputs most likely to make it backtrack: for each
// repeated part (x*, x+, x{n,}), the text that reaches it, that part's own text repeated to the
// wanted size, then a character that makes the match fail. A pattern with two quantifiers that can
// take the same characters (`[^\s/]+[^\s]*`), or a quantifier inside a quantifier (`(a+)+`),
// tries every way of sharing the run between them before it gives up: quadratic or exponential
// in the run's length. The pattern is read by the small parser below, which knows the syntax the
// project uses and throws on anything else, so a pattern it cannot read fails the test instead
// of passing untested.

/** One thing the pattern matches, with how often: `min` to `max` (Infinity for * + {n,}). */
interface Quantified {
  readonly atom: Atom;
  readonly min: number;
  readonly max: number;
}
type Sequence = readonly Quantified[];
type Atom =
  /** One character: a class, an escape, '.', or a literal (then `literal` is its text). */
  | { readonly kind: 'char'; readonly source: string; readonly literal?: string }
  | { readonly kind: 'group'; readonly alternatives: readonly Sequence[] }
  | { readonly kind: 'empty' };

export class UnreadablePatternError extends Error {
  override readonly name = 'UnreadablePatternError';
}

/** Characters tried, in this order, as the text of one character class or escape. */
const CANDIDATES = [
  ...'axZ0_-.:/@+ \t\n\r\f\v=%#~!,;\'"()[]{}<>?*&^$|\\',
  'é',
  'ā',
  'ش',
  'क',
  '\u{1F469}',
  '\u2764',
  '\ufe0f',
  '\u200c',
  '\u200d',
  '\u202e',
  '\u0000',
];

const PRINTABLE_ASCII = Array.from({ length: 0x5f }, (_, offset) =>
  String.fromCharCode(0x20 + offset),
);

/** The characters a class or escape names by code: \\uXXXX, \\u{X}, \\xXX, and its literal ones. */
function namedIn(source: string): string[] {
  const coded = [
    ...source.matchAll(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g),
  ].map((match) =>
    String.fromCodePoint(Number.parseInt(match[1] ?? match[2] ?? match[3] ?? '0', 16)),
  );
  return [...coded, ...source];
}

/** What follows the run so that the match fails after trying it all. */
const FAILING_ENDS = ['', ' ', '!', '\n', '\u0000', '\u202e', '@', '/', '.', '\ufffd'];

class Parser {
  private at = 0;
  private readonly chars: string[];
  constructor(source: string, flags: string) {
    if (flags.includes('v')) throw new UnreadablePatternError(`the v flag in /${source}/`);
    // With the u flag a pattern reads code points; without it, UTF-16 units.
    this.chars = flags.includes('u') ? [...source] : source.split('');
  }

  parse(): readonly Sequence[] {
    const alternatives = this.alternatives();
    if (this.at < this.chars.length) this.fail('an unmatched )');
    return alternatives;
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  private fail(what: string): never {
    throw new UnreadablePatternError(`${what} at ${this.at} in /${this.chars.join('')}/`);
  }

  private alternatives(): Sequence[] {
    const alternatives = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      alternatives.push(this.sequence());
    }
    return alternatives;
  }

  private sequence(): Sequence {
    const items: Quantified[] = [];
    while (this.at < this.chars.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      items.push({ atom, ...this.quantifier() });
    }
    return items;
  }

  private quantifier(): { min: number; max: number } {
    let bounds = { min: 1, max: 1 };
    const next = this.peek();
    if (next === '*') bounds = { min: 0, max: Infinity };
    else if (next === '+') bounds = { min: 1, max: Infinity };
    else if (next === '?') bounds = { min: 0, max: 1 };
    else if (next === '{') {
      const rest = this.chars.slice(this.at).join('');
      const match = /^\{(\d+)(,(\d*))?\}/.exec(rest);
      if (!match) return bounds;
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : match[3] ? Number(match[3]) : Infinity;
      this.at += [...match[0]].length;
      if (this.peek() === '?') this.at += 1;
      return { min, max };
    } else return bounds;
    this.at += 1;
    if (this.peek() === '?') this.at += 1;
    return bounds;
  }

  private atom(): Atom {
    const char = this.peek() as string;
    if (char === '^' || char === '$') {
      this.at += 1;
      return { kind: 'empty' };
    }
    if (char === '(') return this.group();
    if (char === '[') return { kind: 'char', source: this.characterClass() };
    if (char === '\\') return this.escape();
    if (char === ')' || char === '*' || char === '+' || char === '?') this.fail(`a stray ${char}`);
    this.at += 1;
    if (char === '.') return { kind: 'char', source: '.' };
    return { kind: 'char', source: escapeLiteral(char), literal: char };
  }

  private group(): Atom {
    this.at += 1;
    let lookaround = false;
    if (this.peek() === '?') {
      const head = this.chars.slice(this.at, this.at + 3).join('');
      if (head.startsWith('?:')) this.at += 2;
      else if (head.startsWith('?=') || head.startsWith('?!')) {
        this.at += 2;
        lookaround = true;
      } else if (head === '?<=' || head === '?<!') {
        this.at += 3;
        lookaround = true;
      } else if (head.startsWith('?<')) {
        const close = this.chars.indexOf('>', this.at);
        if (close < 0) this.fail('an unclosed group name');
        this.at = close + 1;
      } else this.fail('an unknown group');
    }
    const alternatives = this.alternatives();
    if (this.peek() !== ')') this.fail('an unclosed group');
    this.at += 1;
    // A lookaround consumes nothing; what it looks at is another part's business.
    return lookaround ? { kind: 'empty' } : { kind: 'group', alternatives };
  }

  private characterClass(): string {
    const start = this.at;
    this.at += 1;
    if (this.peek() === '^') this.at += 1;
    if (this.peek() === ']') this.at += 1;
    while (this.peek() !== ']') {
      if (this.peek() === undefined) this.fail('an unclosed [');
      if (this.peek() === '\\') this.at += 1;
      this.at += 1;
    }
    this.at += 1;
    return this.chars.slice(start, this.at).join('');
  }

  private escape(): Atom {
    const start = this.at;
    const letter = this.peek(1);
    if (letter === undefined) this.fail('a trailing \\');
    if (letter === 'b' || letter === 'B') {
      this.at += 2;
      return { kind: 'empty' };
    }
    if (/[1-9]/.test(letter) || letter === 'k') this.fail('a back reference');
    this.at += 2;
    const braced = (letter === 'p' || letter === 'P' || letter === 'u') && this.peek() === '{';
    if (braced) {
      const close = this.chars.indexOf('}', this.at);
      if (close < 0) this.fail('an unclosed \\p{ or \\u{');
      this.at = close + 1;
    } else if (letter === 'u') this.at += 4;
    else if (letter === 'x') this.at += 2;
    else if (letter === 'c') this.at += 1;
    return { kind: 'char', source: this.chars.slice(start, this.at).join('') };
  }
}

function escapeLiteral(char: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}

/** A short text each part matches; '' for anchors and lookarounds. */
class Texts {
  private readonly cache = new Map<string, string>();
  constructor(private readonly flags: string) {}

  ofChar(source: string): string {
    const known = this.cache.get(source);
    if (known !== undefined) return known;
    const whole = new RegExp(`^(?:${source})$`, this.flags);
    const text = [...CANDIDATES, ...PRINTABLE_ASCII, ...namedIn(source)].find((candidate) =>
      whole.test(candidate),
    );
    if (text === undefined) throw new UnreadablePatternError(`no text found for ${source}`);
    this.cache.set(source, text);
    return text;
  }

  ofAtom(atom: Atom): string {
    if (atom.kind === 'empty') return '';
    if (atom.kind === 'char') return atom.literal ?? this.ofChar(atom.source);
    return this.ofSequence(atom.alternatives[0] ?? []);
  }

  ofSequence(sequence: Sequence): string {
    return sequence.map((item) => this.ofAtom(item.atom).repeat(item.min)).join('');
  }

  /** The texts of one pass of a repeated part: each alternative of a group counts. */
  pumps(atom: Atom): string[] {
    if (atom.kind === 'group') {
      return atom.alternatives.map(
        (alternative) => this.ofSequence(alternative) || this.anyOf(alternative),
      );
    }
    return [this.ofAtom(atom)];
  }

  /** For a group whose every part is optional, the text of its first part that takes one. */
  private anyOf(sequence: Sequence): string {
    for (const item of sequence) {
      const text = this.ofAtom(item.atom);
      if (text !== '') return text;
    }
    return '';
  }
}

/**
 * Inputs of about `size` characters aimed at every repeated part of the pattern, each reached by
 * the text of the parts before it.
 */
export function attackInputs(pattern: RegExp, size = 100_000): string[] {
  const flags = pattern.flags.replace(/[gy]/g, '');
  const texts = new Texts(flags);
  const inputs = new Set<string>();

  function visit(sequence: Sequence, before: string): void {
    let reached = before;
    for (const item of sequence) {
      if (item.atom.kind === 'group') {
        for (const alternative of item.atom.alternatives) visit(alternative, reached);
      }
      if (item.max >= 16) {
        for (const pump of texts.pumps(item.atom)) {
          if (pump === '') continue;
          const run = pump.repeat(Math.ceil(size / pump.length));
          for (const end of FAILING_ENDS) inputs.add(reached + run + end);
        }
      }
      reached += texts.ofAtom(item.atom).repeat(item.min);
    }
  }

  for (const alternative of new Parser(pattern.source, flags).parse()) visit(alternative, '');
  return [...inputs];
}

export interface Instruction {
  keyword: string;
  args: string;
  /** 1-based line where the instruction starts. */
  line: number;
}

export interface Stage {
  base: string;
  name: string | undefined;
  instructions: Instruction[];
}

export class DockerfileParseError extends Error {
  override name = 'DockerfileParseError';
}

/** Logical instructions: comments dropped, backslash continuations joined. */
export function parseInstructions(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending: { parts: string[]; line: number } | undefined;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    // Docker drops comment lines even in the middle of a continued instruction.
    if (trimmed.startsWith('#')) return;
    if (trimmed === '' && pending === undefined) return;
    const continues = trimmed.endsWith('\\');
    const part = continues ? trimmed.slice(0, -1).trim() : trimmed;
    pending ??= { parts: [], line: index + 1 };
    if (part !== '') pending.parts.push(part);
    if (continues) return;
    const joined = pending.parts.join(' ');
    const match = /^(\S+)\s*(.*)$/s.exec(joined);
    if (match?.[1] !== undefined) {
      instructions.push({
        keyword: match[1].toUpperCase(),
        args: match[2] ?? '',
        line: pending.line,
      });
    }
    pending = undefined;
  });
  if (pending !== undefined) {
    throw new DockerfileParseError(
      `line ${pending.line}: continuation runs past the end of the file`,
    );
  }
  return instructions;
}

/** Splits a Dockerfile into its build stages (instructions before the first FROM are dropped). */
export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of parseInstructions(text)) {
    if (instruction.keyword === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((word) => !word.startsWith('--'));
      const [base, as, name] = words;
      if (base === undefined || (as !== undefined && (as.toUpperCase() !== 'AS' || !name))) {
        throw new DockerfileParseError(
          `line ${instruction.line}: cannot read FROM ${instruction.args}`,
        );
      }
      stages.push({ base, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

/** Reads a JSON array argument (`CMD ["node", "x.js"]`); shell form is rejected. */
export function parseExecForm(args: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(args);
  } catch {
    throw new DockerfileParseError(`not exec form: ${args}`);
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new DockerfileParseError(`not exec form: ${args}`);
  }
  return value;
}

export interface CopyArgs {
  from: string | undefined;
  sources: string[];
  destination: string;
}

export function parseCopyArgs(args: string): CopyArgs {
  const words = args.trim().startsWith('[') ? parseExecForm(args) : args.split(/\s+/);
  const flags = words.filter((word) => word.startsWith('--'));
  const paths = words.filter((word) => !word.startsWith('--'));
  const destination = paths.pop();
  if (destination === undefined || paths.length === 0) {
    throw new DockerfileParseError(`COPY needs a source and a destination: ${args}`);
  }
  const from = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths, destination };
}

export function finalStage(stages: Stage[]): Stage {
  const last = stages.at(-1);
  if (last === undefined) throw new DockerfileParseError('no FROM instruction');
  return last;
}

/** Arguments of every instruction with this keyword in a stage, in order. */
export function argsOf(stage: Stage, keyword: string): string[] {
  return stage.instructions.filter((item) => item.keyword === keyword).map((item) => item.args);
}

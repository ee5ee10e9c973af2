import type { z } from 'zod';

// For tests (like service-kit's `testing`): finds every string a client can send in a request
// schema, and builds for each one a valid input whose value at that field holds a forbidden
// character. The fields are read from the schema itself, so a field added later is probed without
// touching any test; the valid inputs only have to reach the object that holds it.

export type FieldPath = readonly (string | number)[];

/**
 * 'text': free text built on the blocks in text.ts, refused with
 * VALIDATION_MESSAGES.controlCharacters. 'closed': an id, a date, an enum value or a constant,
 * whose own format refuses anything else.
 */
export type TextFieldKind = 'text' | 'closed';

export interface TextFieldProbe {
  /** Where the field is, e.g. ['photos', 0] for the first photo. */
  readonly path: FieldPath;
  readonly kind: TextFieldKind;
  /** A valid input with `inserted` put in the middle of this field's value. */
  readonly input: unknown;
}

/** A string field that no valid input reaches, so nothing could be probed there. */
export class UnreachedFieldError extends Error {
  override readonly name = 'UnreachedFieldError';
  constructor(readonly path: FieldPath) {
    super(`No valid input reaches ${JSON.stringify(path)}: add one that holds its parent`);
  }
}

/** A schema construct the walk does not know, so it cannot tell whether text hides there. */
export class UnsupportedSchemaError extends Error {
  override readonly name = 'UnsupportedSchemaError';
  constructor(
    readonly type: string,
    readonly path: FieldPath,
  ) {
    super(`Cannot look for text fields in a '${type}' schema at ${JSON.stringify(path)}`);
  }
}

/** A valid input, and the value it holds where the walk is (undefined when absent). */
interface Reach {
  readonly root: unknown;
  readonly value: unknown;
}

interface Leaf {
  readonly path: FieldPath;
  readonly kind: TextFieldKind;
  readonly reaches: readonly Reach[];
}

/** The parts of zod's internal definitions the walk reads. */
interface LooseDef {
  readonly type: string;
  readonly format?: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

/** Types that hold no text: nothing to probe. */
const TEXTLESS = new Set(['number', 'boolean', 'bigint', 'null', 'undefined', 'nan', 'date']);
/** Wrappers whose inner type is what the client sends. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'nonoptional',
  'default',
  'prefault',
  'readonly',
  'catch',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function leavesOf(schema: z.ZodType, path: FieldPath, reaches: readonly Reach[]): Leaf[] {
  const def = schema._zod.def as unknown as LooseDef;
  if (TEXTLESS.has(def.type)) return [];
  if (WRAPPERS.has(def.type) && def.innerType) return leavesOf(def.innerType, path, reaches);
  switch (def.type) {
    case 'string':
      return [{ path, kind: def.format ? 'closed' : 'text', reaches }];
    case 'enum':
    case 'literal':
      return [{ path, kind: 'closed', reaches }];
    case 'pipe':
      // The input side is what arrives from the client.
      if (def.in) return leavesOf(def.in, path, reaches);
      break;
    case 'lazy':
      if (def.getter) return leavesOf(def.getter(), path, reaches);
      break;
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        leavesOf(
          field,
          [...path, key],
          reaches.flatMap((reach) =>
            isRecord(reach.value) ? [{ root: reach.root, value: reach.value[key] }] : [],
          ),
        ),
      );
    case 'array':
      if (def.element) {
        return leavesOf(
          def.element,
          [...path, 0],
          reaches.flatMap((reach) =>
            Array.isArray(reach.value) ? [{ root: reach.root, value: reach.value[0] }] : [],
          ),
        );
      }
      break;
    case 'union':
      // Each option is probed with the inputs that are that option.
      return (def.options ?? []).flatMap((option) =>
        leavesOf(
          option,
          path,
          reaches.filter((reach) => option.safeParse(reach.value).success),
        ),
      );
    case 'intersection':
      if (def.left && def.right) {
        return [...leavesOf(def.left, path, reaches), ...leavesOf(def.right, path, reaches)];
      }
      break;
  }
  throw new UnsupportedSchemaError(def.type, path);
}

function withValueAt(root: unknown, path: FieldPath, value: string): unknown {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return copy;
}

/**
 * One probe per string field of `schema`. A field absent from every valid input (an optional one)
 * is probed with the word 'text' put in its place; a field whose parent no valid input holds
 * throws UnreachedFieldError. The schema's root must be an object, a union of objects, or wrap one.
 */
export function textFieldProbes(
  schema: z.ZodType,
  validInputs: readonly unknown[],
  inserted = '\u0000',
): TextFieldProbe[] {
  const reaches = validInputs.map((input) => ({ root: input, value: input }));
  return leavesOf(schema, [], reaches).map(({ path, kind, reaches: leafReaches }) => {
    if (path.length === 0) throw new UnsupportedSchemaError('string at the root', path);
    const reach = leafReaches.find((r) => typeof r.value === 'string') ?? leafReaches[0];
    if (reach === undefined) throw new UnreachedFieldError(path);
    const base = typeof reach.value === 'string' && reach.value !== '' ? reach.value : 'text';
    const middle = Math.ceil(base.length / 2);
    const value = base.slice(0, middle) + inserted + base.slice(middle);
    return { path, kind, input: withValueAt(reach.root, path, value) };
  });
}

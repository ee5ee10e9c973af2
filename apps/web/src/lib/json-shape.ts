// A response check that needs no zod: the JSON Schema the build derives from a contract's zod
// schema (build/contract-reads.ts), checked here the way zod's parse checks the answer. Only the
// keywords below are understood; the build refuses a schema with any other, so a check never
// passes what the contract would refuse. test/contract-reads.test.ts holds both to the same answers.

export type JsonShape =
  | {
      type: 'object';
      properties: Readonly<Record<string, JsonShape>>;
      required?: readonly string[];
    }
  | { type: 'string'; enum?: readonly string[] }
  | { type: 'integer' | 'number'; minimum?: number; maximum?: number }
  | { type: 'boolean' };

export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

const KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  object: ['type', 'properties', 'required'],
  string: ['type', 'enum'],
  integer: ['type', 'minimum', 'maximum'],
  number: ['type', 'minimum', 'maximum'],
  boolean: ['type'],
};

/** Throws unless every node of `schema` uses only the keywords parseJsonShape understands. */
export function assertSupportedShape(schema: unknown, at = '(root)'): asserts schema is JsonShape {
  const node = schema as Record<string, unknown>;
  const allowed = KEYWORDS[String(node.type)];
  const unknown = Object.keys(node).filter((key) => key !== '$schema' && !allowed?.includes(key));
  if (!allowed || unknown.length > 0) {
    throw new Error(`No zod-free check for ${at}: ${JSON.stringify(schema)}`);
  }
  if (node.type === 'object') {
    for (const [key, child] of Object.entries(node.properties as Record<string, unknown>)) {
      assertSupportedShape(child, `${at}.${key}`);
    }
  }
}

/** The checked value, with unknown object keys left out as zod's default objects do. */
export function parseJsonShape<T>(shape: JsonShape, value: unknown): T {
  return check(shape, value, '(root)') as T;
}

function check(shape: JsonShape, value: unknown, at: string): unknown {
  const refuse = () => new ResponseShapeError(`${at} does not match the contract`);
  switch (shape.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refuse();
      const input = value as Record<string, unknown>;
      const output: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(shape.properties)) {
        if (input[key] === undefined) {
          if (shape.required?.includes(key)) throw refuse();
          continue;
        }
        output[key] = check(child, input[key], `${at}.${key}`);
      }
      return output;
    }
    case 'string':
      if (typeof value !== 'string' || (shape.enum && !shape.enum.includes(value))) throw refuse();
      return value;
    case 'integer':
    case 'number': {
      const isNumber = typeof value === 'number' && Number.isFinite(value);
      if (!isNumber || (shape.type === 'integer' && !Number.isInteger(value))) throw refuse();
      if (value < (shape.minimum ?? -Infinity) || value > (shape.maximum ?? Infinity)) {
        throw refuse();
      }
      return value;
    }
    case 'boolean':
      if (typeof value !== 'boolean') throw refuse();
      return value;
  }
}

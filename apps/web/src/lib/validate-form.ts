// The contracts' zod schemas drive every form. These types describe the part
// of a schema the forms use, so the app needs no direct zod dependency.

export interface FormIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export type SafeParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly FormIssue[] } };

export interface FormSchema<T> {
  safeParse(input: unknown): SafeParseResult<T>;
}

/** One message per field: the first problem the schema found with it. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormResult<T, K extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<K>; firstField: K | undefined };

export function validateForm<T, K extends string>(
  schema: FormSchema<T>,
  values: Partial<Record<K, unknown>>,
): FormResult<T, K> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };

  const errors: FieldErrors<K> = {};
  let firstField: K | undefined;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in values)) continue;
    const key = field as K;
    if (errors[key] !== undefined) continue;
    errors[key] = issue.message;
    firstField ??= key;
  }
  return { ok: false, errors, firstField };
}

export interface InvalidCase {
  readonly input: unknown;
  /** The message of the first issue zod reports. */
  readonly message: string;
}

export interface PartExamples {
  readonly valid: readonly unknown[];
  readonly invalid: readonly InvalidCase[];
}

export interface RouteExamples {
  readonly params?: PartExamples;
  readonly query?: PartExamples;
  readonly body?: PartExamples;
  readonly response: PartExamples;
}

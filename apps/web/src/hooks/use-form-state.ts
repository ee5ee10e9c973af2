import { useCallback, useRef, useState } from 'react';
import {
  type FieldErrors,
  type FormResult,
  type FormSchema,
  validateForm,
} from '@/lib/validate-form';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/**
 * Values and per-field errors of a form checked by a contracts schema. Errors
 * show after a submit; editing a field clears its own error.
 */
export function useFormState<V extends Record<string, unknown>>(initial: V) {
  type Key = keyof V & string;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [attempt, setAttempt] = useState(0);
  useFocusFirstInvalid(formRef, attempt);

  const setField = useCallback(<K extends Key>(key: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      if (previous[key] === undefined) return previous;
      const next = { ...previous };
      delete next[key];
      return next;
    });
  }, []);

  const validate = useCallback(<T>(schema: FormSchema<T>, input: Partial<Record<Key, unknown>>) => {
    const result: FormResult<T, Key> = validateForm(schema, input);
    if (result.ok) {
      setErrors({});
    } else {
      setErrors(result.errors);
      setAttempt((count) => count + 1);
    }
    return result;
  }, []);

  /** Spread on a field of the form (EmailField, PasswordField, ChoiceGroup, ...): its name, value, change and error. */
  const field = <K extends Key>(name: K) => ({
    name,
    value: values[name],
    onChange: (value: V[K]) => setField(name, value),
    error: errors[name],
  });

  return { formRef, values, errors, setField, setErrors, validate, field };
}

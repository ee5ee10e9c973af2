import { type RefObject, useEffect } from 'react';

/**
 * After a rejected submit, moves focus to the first control marked invalid so
 * keyboard and screen-reader users land on the problem and hear its message.
 * `attempt` changes on every submit, so a repeated mistake refocuses too.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [formRef, attempt]);
}

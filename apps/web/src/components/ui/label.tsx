import type { LabelHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Required so every label names a control. */
  htmlFor: string;
  ref?: Ref<HTMLLabelElement>;
}

export function Label({ className, htmlFor, ref, children, ...props }: LabelProps) {
  return (
    <label
      ref={ref}
      htmlFor={htmlFor}
      className={cn('block text-sm font-medium text-star', className)}
      {...props}
    >
      {children}
    </label>
  );
}

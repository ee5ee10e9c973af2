import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/** An in-text link in the app's gold, underlined so it never relies on colour alone. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn('font-medium text-gold-200 underline hover:text-gold-100', className)}
      {...props}
    />
  );
}

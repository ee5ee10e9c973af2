import { Link, type LinkProps } from 'react-router';
import { type ButtonStyleOptions, buttonVariants } from './button';

export type ButtonLinkProps = Omit<LinkProps, 'className'> & ButtonStyleOptions;

/** A link that looks like a button: it goes somewhere, so it stays a link for screen readers. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={buttonVariants({ variant, size, className })} />;
}

import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

export interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
}

/**
 * The frame of every account screen: the brand home link, one card, optional links below.
 * The card hangs from a fixed height rather than being centred, so that when one step gives way
 * to a shorter one (the verify form to 'Email verified') the card does not jump.
 */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-8 pb-8 sm:pt-[8vh] sm:pb-12">
      <Link
        to={paths.home}
        aria-label={`${PRODUCT_NAME} home`}
        className="mx-auto mb-6 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-xl font-bold tracking-tight"
      >
        <span aria-hidden="true" className="text-gold-300">
          ✦
        </span>
        {PRODUCT_NAME}
      </Link>
      <Card>
        <CardHeader className="items-center text-center">
          <CardTitle as="h1" className="text-2xl sm:text-3xl">
            {title}
          </CardTitle>
          {description && (
            <CardDescription className="text-base leading-relaxed">{description}</CardDescription>
          )}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer && (
        <div className="mt-6 flex flex-col items-center gap-2 text-center text-haze">{footer}</div>
      )}
    </main>
  );
}

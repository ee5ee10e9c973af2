import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StickyHeader } from '@/components/layout/sticky-header';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useProfile } from '../api/get-profile';
import { ProfileSetupForm } from './profile-setup-form';

export interface ProfileSetupScreenProps {
  /** From the signed-in user: without a profile there is nothing to read, only one to create. */
  hasProfile: boolean;
  /** Shown at the right of the header, e.g. the sign-out button. */
  headerAction?: ReactNode;
  onSaved: () => Promise<void> | void;
}

const HEADINGS = {
  loading: { title: 'Your profile', text: 'Just a moment while we fetch your details.' },
  create: {
    title: 'Complete your profile',
    text: 'Add a few photos and tell people about yourself. Your zodiac sign comes from your date of birth.',
  },
  edit: {
    title: 'Edit your profile',
    text: 'Update your photos, bio and who you would like to meet.',
  },
} as const;

/** /profile-setup: completes a new profile, or edits an existing one (prefilled). */
export function ProfileSetupScreen({ hasProfile, headerAction, onSaved }: ProfileSetupScreenProps) {
  const query = useProfile(hasProfile);
  const profile = hasProfile ? query.data : null;
  const editing = Boolean(profile);
  const heading = HEADINGS[profile === undefined ? 'loading' : editing ? 'edit' : 'create'];

  let body: ReactNode;
  if (profile !== undefined) {
    body = <ProfileSetupForm profile={profile} onSaved={onSaved} />;
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-lg font-semibold">{query.error.message}</p>
        <Button onClick={() => void query.refetch()}>Try Again</Button>
      </div>
    );
  } else {
    body = <Loading label="Loading your profile..." />;
  }

  return (
    <>
      <StickyHeader>
        <div className="mx-auto flex w-full max-w-2xl items-center justify-between gap-3 px-4 py-2">
          {editing ? (
            <Link
              to={paths.home}
              className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 font-medium text-gold-200 hover:text-gold-100"
            >
              <ArrowLeftIcon className="size-5" /> Back
            </Link>
          ) : (
            <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
              <span aria-hidden="true" className="text-gold-300">
                ✦
              </span>
              {PRODUCT_NAME}
            </span>
          )}
          {headerAction}
        </div>
      </StickyHeader>
      {/* The form ends in its own sticky save bar, which sits on the bottom edge itself. */}
      <main
        className={cn(
          'mx-auto w-full max-w-2xl flex-1 px-4 pt-6',
          profile === undefined && 'pb-10',
        )}
      >
        <h1 className="text-3xl font-bold tracking-tight">{heading.title}</h1>
        <p className="mt-2 mb-6 text-haze">{heading.text}</p>
        {body}
      </main>
    </>
  );
}

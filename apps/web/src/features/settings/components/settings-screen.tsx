import { Link } from 'react-router';
import { StickyHeader } from '@/components/layout/sticky-header';
import { ArrowLeftIcon } from '@/components/ui/arrow-left-icon';
import { paths } from '@/lib/paths';
import { AccountCard, type AccountCardProps } from './account-card';
import { DangerZone } from './danger-zone';
import { PreferencesCard } from './preferences-card';
import { PrivacyCard } from './privacy-card';
import { SafetyCard } from './safety-card';

export interface SettingsScreenProps extends AccountCardProps {
  onAccountDeleted: () => void;
}

/** /settings: preferences, privacy, the sign-in email, safety, and account deletion. */
export function SettingsScreen({ email, pendingEmail, onAccountDeleted }: SettingsScreenProps) {
  return (
    <>
      <StickyHeader>
        <div className="mx-auto flex w-full max-w-lg items-center gap-2 px-2 py-2">
          <Link
            to={paths.home}
            aria-label="Back"
            className="inline-flex size-11 items-center justify-center rounded-full text-xl text-gold-200 hover:bg-night-800"
          >
            <ArrowLeftIcon />
          </Link>
          <h1 className="text-xl font-bold tracking-tight">Account Settings</h1>
        </div>
      </StickyHeader>
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-5 px-4 pt-5 pb-[calc(var(--sticky-bottom-inset,0px)+3rem)]">
        <PreferencesCard />
        <PrivacyCard />
        <AccountCard email={email} pendingEmail={pendingEmail} />
        <SafetyCard />
        <DangerZone onDeleted={onAccountDeleted} />
      </main>
    </>
  );
}

import { BackHeader } from '@/components/layout/back-header';
import { paths } from '@/lib/paths';
import { AccountCard, type AccountCardProps } from './account-card';
import { DangerZone } from './danger-zone';
import { DataExportCard } from './data-export-card';
import { DetailsCard } from './details-card';
import { NotificationsCard } from './notifications-card';
import { PauseCard } from './pause-card';
import { PreferencesCard } from './preferences-card';
import { PrivacyCard } from './privacy-card';
import { SafetyCard } from './safety-card';

export interface SettingsScreenProps extends AccountCardProps {
  pausedAt: string | null;
  onAccountDeleted: () => void;
}

/** /settings: preferences, privacy, notifications, the sign-in email, your details, a pause, safety, your data, and account deletion. */
export function SettingsScreen({
  email,
  pendingEmail,
  pausedAt,
  onAccountDeleted,
}: SettingsScreenProps) {
  return (
    <>
      <BackHeader to={paths.home} title="Account Settings" />
      <main className="mx-auto flex w-full max-w-lg flex-1 flex-col gap-5 px-4 pt-5 pb-[calc(var(--sticky-bottom-inset,0px)+3rem)]">
        <PreferencesCard />
        <PrivacyCard />
        <NotificationsCard />
        <AccountCard email={email} pendingEmail={pendingEmail} />
        <DetailsCard />
        <PauseCard pausedAt={pausedAt} />
        <SafetyCard />
        <DataExportCard />
        <DangerZone onDeleted={onAccountDeleted} />
      </main>
    </>
  );
}

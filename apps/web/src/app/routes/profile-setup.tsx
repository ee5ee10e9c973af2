import { AuthLayout } from '../../components/layout/auth-layout';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { SignedInOnly } from '../../features/auth/components/signed-in-only';

// Temporary: the profile setup form (bio, photos, preferences) is its own issue.
export function ProfileSetupRoute() {
  return (
    <SignedInOnly>
      <AuthLayout
        title="Profile setup is being built"
        description="Your account is ready. The screen where you add your bio, photos and age range is still being built, so check back soon to finish your profile and start matching."
      >
        <SignOutButton size="lg" className="w-full" />
      </AuthLayout>
    </SignedInOnly>
  );
}

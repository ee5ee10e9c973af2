import { LEGAL, PRODUCT_NAME } from '@starmatch/contracts/constants';
import { Link } from 'react-router';
import { PublicPage } from '@/components/layout/public-page';
import { CommunityStandards } from '@/features/legal/components/community-standards';
import { PrivacyPolicy } from '@/features/legal/components/privacy-policy';
import { TermsOfService } from '@/features/legal/components/terms-of-service';

const contents = [
  { href: '#terms-of-service', label: 'Terms of Service' },
  { href: '#community-standards', label: 'Community Standards' },
  { href: '#privacy-policy', label: 'Privacy Policy' },
] as const;

export function TermsRoute() {
  return (
    <PublicPage>
      <header className="mt-6 border-b border-night-700 pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {PRODUCT_NAME} terms and policies
        </h1>
        <p className="mt-3 text-haze">
          Effective {LEGAL.termsEffectiveDate}. Governed by the laws of {LEGAL.governingLaw}.{' '}
          {PRODUCT_NAME} is for adults aged 18 and over.
        </p>
        <nav aria-label="On this page" className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {contents.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-night-500 px-4 text-sm font-medium hover:bg-night-800"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <div className="mt-10 space-y-14">
        <TermsOfService />
        <CommunityStandards />
        <PrivacyPolicy />
      </div>
    </PublicPage>
  );
}

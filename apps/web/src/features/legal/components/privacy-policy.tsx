import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { RETENTION_TABLE } from '@starmatch/contracts/retention';
import { LegalClause, LegalSection } from './legal-section';

const PRIVACY_EMAIL = 'privacy@starmatch.nz';

export function PrivacyPolicy() {
  return (
    <LegalSection id="privacy-policy" title="Privacy Policy">
      <LegalClause title="Our commitment">
        <p>
          {PRODUCT_NAME} handles your personal information in line with the Privacy Act 2020 and its
          Information Privacy Principles. This policy explains what we collect, why, who can see it,
          and the choices you have.
        </p>
      </LegalClause>

      <LegalClause title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your full name, email address, date of birth, gender
            and password. We store only a one-way hash of your password, never the password itself.
          </li>
          <li>
            <strong>Profile details:</strong> your bio, sexual orientation, location, age range and
            photos, plus the age ranges and cities you want to see.
          </li>
          <li>
            <strong>Activity:</strong> who you like or pass, your match requests and matches, and
            the messages you send and receive.
          </li>
          <li>
            <strong>Waitlist details:</strong> if you join the waitlist, your email, age group,
            gender, whether you are based in New Zealand, your IP address and browser type.
          </li>
          <li>
            <strong>Technical details:</strong> IP address, browser and device type, and sign-in
            records, which we use to keep accounts secure.
          </li>
        </ul>
      </LegalClause>

      <LegalClause title="How we use it">
        <p>
          We use your information to run {PRODUCT_NAME}: to show your profile to people whose
          preferences fit yours (and whose profiles fit your preferences), to work out
          compatibility, to deliver messages, to send service emails such as verification codes and
          password resets, and to keep the service safe. We do not sell your information and we do
          not use it for third-party advertising.
        </p>
      </LegalClause>

      <LegalClause title="What other members see">
        <p>
          Other members can see your name, age, zodiac sign, city, bio and photos. They never see
          your email address or your date of birth. Messages are visible only to you and the person
          you are talking with.
        </p>
      </LegalClause>

      <LegalClause title="Who we share it with">
        <p>
          We share information only with providers that host the service or deliver our emails,
          under contracts that require them to protect it; when the law requires us to; or where the
          Privacy Act 2020 allows it to prevent a serious threat to someone&rsquo;s life or health.
          If a provider holds information outside New Zealand, we make sure it is protected in a way
          comparable to New Zealand law, as the Act requires.
        </p>
      </LegalClause>

      <LegalClause title="How we keep it safe">
        <p>
          All traffic is encrypted in transit. Passwords, sign-in tokens and verification codes are
          stored only as hashes. Photos are re-encoded when you upload them, which removes hidden
          details such as the GPS location a phone camera can embed.
        </p>
      </LegalClause>

      <LegalClause title="How long we keep it">
        <p>
          We keep your information only as long as we need it. When you delete your account we
          delete your profile, photos, matches, messages and sign-in sessions at once. Two things
          outlive a deleted account, as the table says: the evidence of a report that is still open
          (so a report about someone who deletes their account can still be decided), and the
          identifiers of a banned account (so a banned person cannot sign up again).
        </p>
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-3 pb-2 font-semibold text-star">
                What we keep
              </th>
              <th scope="col" className="pb-2 font-semibold text-star">
                For how long
              </th>
            </tr>
          </thead>
          <tbody>
            {RETENTION_TABLE.map((row) => (
              <tr key={row.what} className="border-t border-night-700 align-top">
                <td className="py-2 pr-3">{row.what}</td>
                <td className="py-2">{row.kept}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </LegalClause>

      <LegalClause title="Browser storage">
        <p>
          We keep a sign-in token and your app preferences in your browser&rsquo;s local storage so
          you stay signed in. We do not use advertising or tracking cookies.
        </p>
      </LegalClause>

      <LegalClause title="Your rights">
        <p>
          You can download a copy of the personal information we hold about you at any time, in
          Settings under Your data: a file of your account, profile, photos, settings, likes,
          requests, matches, blocks, reports you made and the messages you sent. You can also ask us
          for a copy or to correct something, free of charge, and we will respond within 20 working
          days, as the Privacy Act 2020 requires. You can edit most details yourself in the app at
          any time. If we have a privacy breach likely to cause serious harm, we will tell you and
          the Privacy Commissioner.
        </p>
        <p>
          To make a request or raise a concern, email our Privacy Officer at{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className="text-gold-200 underline">
            {PRIVACY_EMAIL}
          </a>
          . If you are not satisfied with our response, you can complain to the Office of the
          Privacy Commissioner at{' '}
          <a
            href="https://www.privacy.org.nz"
            className="text-gold-200 underline"
            rel="noopener noreferrer"
            target="_blank"
          >
            privacy.org.nz
          </a>
          .
        </p>
      </LegalClause>

      <LegalClause title="Adults only">
        <p>
          {PRODUCT_NAME} is not for anyone under 18. If we learn that we hold information about
          someone under 18, we delete the account and its information.
        </p>
      </LegalClause>
    </LegalSection>
  );
}

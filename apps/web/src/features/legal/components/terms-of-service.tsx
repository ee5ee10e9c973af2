import { LEGAL, PRODUCT_NAME } from '@starmatch/contracts/constants';
import { Link } from 'react-router';
import { LegalClause, LegalSection } from './legal-section';

export function TermsOfService() {
  return (
    <LegalSection id="terms-of-service" title="Terms of Service">
      <LegalClause title="1. About these terms">
        <p>
          These terms are an agreement between you and {PRODUCT_NAME}, the dating service that
          suggests matches from your profile, your stated preferences and zodiac compatibility. By
          creating an account or using {PRODUCT_NAME} you accept these terms, our Community
          Standards and our Privacy Policy. If you do not agree, please do not use the service.
        </p>
      </LegalClause>

      <LegalClause title="2. Who can use Starmatch">
        <ul>
          <li>
            You must be <strong>18 years of age or older</strong>. We remove any account we believe
            belongs to someone younger.
          </li>
          <li>{PRODUCT_NAME} is designed for people living in New Zealand.</li>
          <li>
            You must not have been convicted of a violent or sexual offence, and must not be
            prohibited by law from using a service like ours.
          </li>
          <li>You may hold one account, and the details in it must be true and your own.</li>
        </ul>
      </LegalClause>

      <LegalClause title="3. Your account">
        <p>
          You confirm your email address with a one-time code before you can sign in. Keep your
          password private: you are responsible for what happens under your account. If you think
          someone else has access to it, change your password straight away and let us know.
        </p>
      </LegalClause>

      <LegalClause title="4. Your content">
        <p>
          You own the photos, bio and messages you add. You give us a non-exclusive, royalty-free
          licence to store, resize and display them only so far as we need to run {PRODUCT_NAME}
          for you and the people you interact with. The licence ends when you delete the content or
          your account. Photos must be of you, and you must have the right to share them.
        </p>
      </LegalClause>

      <LegalClause title="5. Matching and compatibility">
        <p>
          We suggest people whose age and city preferences fit yours and who fit theirs.
          Compatibility scores and zodiac labels are a fun starting point, not a scientific
          prediction. We cannot promise that you will receive matches or how any connection will
          turn out.
        </p>
      </LegalClause>

      <LegalClause title="6. Your safety">
        <p>
          We do not run criminal background checks on members. Take care when you move from chat to
          meeting: meet somewhere public, tell a friend where you will be, arrange your own
          transport, and never send money to someone you have met online. If you are in danger, call{' '}
          <strong>111</strong>.
        </p>
      </LegalClause>

      <LegalClause title="7. Conduct and enforcement">
        <p>
          Everyone must follow the Community Standards below. We may remove content, or suspend or
          close an account, when we reasonably believe these terms or the law have been broken, or
          to protect other members. Where it is safe and lawful to do so, we will tell you why.
        </p>
      </LegalClause>

      <LegalClause title="8. Ending your account">
        <p>
          You can delete your account at any time from Account Settings. Deleting it removes your
          profile, photos, matches and messages and signs you out everywhere. You can also stop
          using {PRODUCT_NAME} at any time without telling us.
        </p>
      </LegalClause>

      <LegalClause title="9. Price">
        <p>
          {PRODUCT_NAME} is currently free. If we introduce paid features, we will show you the
          price and what you get before you are asked to pay.
        </p>
      </LegalClause>

      <LegalClause title="10. Your consumer rights and our liability">
        <p>
          Nothing in these terms limits your rights under the Consumer Guarantees Act 1993 or the
          Fair Trading Act 1986 where those Acts apply. Beyond those rights, we provide the service
          with reasonable care and skill but otherwise as it is, and to the extent the law allows we
          are not liable for the conduct of other members, on or off {PRODUCT_NAME}, or for indirect
          or consequential loss.
        </p>
      </LegalClause>

      <LegalClause title="11. Changes to these terms">
        <p>
          We may update these terms as the service grows. We will give you notice in the app or by
          email at least 14 days before a material change takes effect. If you keep using{' '}
          {PRODUCT_NAME} after that, the updated terms apply. The current version always lives on
          this page, alongside the{' '}
          <Link to="#privacy-policy" className="text-gold-200 underline">
            Privacy Policy
          </Link>
          .
        </p>
      </LegalClause>

      <LegalClause title="12. Governing law">
        <p>
          These terms are governed by the laws of {LEGAL.governingLaw}, and the courts of{' '}
          {LEGAL.governingLaw} have jurisdiction over any dispute about them.
        </p>
      </LegalClause>
    </LegalSection>
  );
}

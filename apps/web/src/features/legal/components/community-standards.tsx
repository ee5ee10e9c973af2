import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { LegalClause, LegalSection } from './legal-section';

export function CommunityStandards() {
  return (
    <LegalSection id="community-standards" title="Community Standards">
      <p className="text-base leading-relaxed text-haze">
        {PRODUCT_NAME} works when people feel safe being themselves. These standards apply to
        profiles, photos and messages, and to how members treat each other when they meet.
      </p>

      <LegalClause title="Be real">
        <ul>
          <li>Use your own name, your true date of birth and recent photos of yourself.</li>
          <li>Keep to one account, and do not pretend to be anyone else.</li>
        </ul>
      </LegalClause>

      <LegalClause title="Be respectful">
        <ul>
          <li>No harassment, bullying, threats, hate speech or discrimination.</li>
          <li>Respect a &ldquo;no&rdquo; and an unmatch. Do not contact someone who has left.</li>
        </ul>
      </LegalClause>

      <LegalClause title="Keep it consensual">
        <ul>
          <li>No nudity or sexual content in profile photos or bios.</li>
          <li>
            Never send sexual messages or images to someone who has not clearly asked for them.
          </li>
          <li>
            Never share intimate images of anyone without their consent. Doing so can be an offence
            under the Harmful Digital Communications Act 2015.
          </li>
        </ul>
      </LegalClause>

      <LegalClause title="No scams or selling">
        <ul>
          <li>Do not ask members for money, gifts, investments or cryptocurrency.</li>
          <li>No advertising, promotion, recruiting or soliciting of any kind.</li>
        </ul>
      </LegalClause>

      <LegalClause title="Protect each other's privacy">
        <p>
          Do not share another member's contact details, photos or conversations without their
          permission, and do not try to find out where someone lives or works.
        </p>
      </LegalClause>

      <LegalClause title="If something goes wrong">
        <p>
          You can unmatch anyone at any time, which ends the conversation for both of you. Tell us
          about behaviour that breaks these standards and we will look into it. Netsafe (
          <a href="tel:0508638723" className="text-gold-200 underline">
            0508 638 723
          </a>
          ) offers free, confidential help with online harm. If anyone is in immediate danger, call{' '}
          <strong>111</strong>.
        </p>
      </LegalClause>
    </LegalSection>
  );
}

import { PRODUCT_NAME } from '@starmatch/contracts/constants';
import { PAST_MATCHES_DAYS } from '@starmatch/contracts/safety-limits';
import type { ReactNode } from 'react';
import { PublicPage } from '@/components/layout/public-page';
import { HelplineList } from '@/components/safety/helpline-list';

const linkClass = 'font-semibold text-gold-200 underline underline-offset-2 hover:text-gold-100';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

function Tips({ children }: { children: ReactNode }) {
  return (
    <ul className="flex list-disc flex-col gap-3 pl-5 leading-relaxed marker:text-gold-300">
      {children}
    </ul>
  );
}

/** /safety: dating safety advice for New Zealand, where to get help, and how blocking and reporting work. */
export function SafetyPage() {
  return (
    <PublicPage>
      <header className="mt-6 flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Dating safely</h1>
        <p className="text-lg leading-relaxed text-haze">
          Most people on {PRODUCT_NAME} are here for the same reason you are. These tips help you
          stay safe while you get to know someone, online and in person.
        </p>
      </header>

      <aside
        aria-label="Emergency"
        className="mt-8 rounded-3xl border border-rose-400/60 bg-rose-950/40 p-5"
      >
        <p className="text-lg font-semibold">
          If you&rsquo;re in danger right now, call{' '}
          <a href="tel:111" className={linkClass}>
            111
          </a>{' '}
          and ask for Police.
        </p>
      </aside>

      <div className="mt-10 flex flex-col gap-12">
        <Section title="Before you meet">
          <Tips>
            <li>
              Video-chat first. A quick video call is an easy way to check they are who they say
              they are.
            </li>
            <li>
              Keep the conversation on {PRODUCT_NAME} until you&rsquo;ve met. If something goes
              wrong, you can report them here and we keep the messages as evidence.
            </li>
            <li>
              Never send money or share financial details (bank accounts, cards, passwords or codes)
              with someone you haven&rsquo;t met, whatever the story. A request for money is the
              surest sign of a scam.
            </li>
            <li>
              Look them up if you like: a name and photos that don&rsquo;t add up are worth a second
              thought.
            </li>
          </Tips>
        </Section>

        <Section title="When you meet">
          <Tips>
            <li>
              Meet in a public place, such as a busy café, and stay somewhere public for the first
              few dates.
            </li>
            <li>
              Tell a friend or whānau where you&rsquo;re going, who you&rsquo;re meeting and when
              you expect to be home.
            </li>
            <li>Arrange your own transport there and back, and keep your phone charged.</li>
            <li>Keep an eye on your drink, and stay in control of how much you have.</li>
            <li>
              Trust your instincts. If something doesn&rsquo;t feel right, it&rsquo;s OK to leave.
              You don&rsquo;t owe anyone an explanation.
            </li>
          </Tips>
        </Section>

        <Section title="Where to get help">
          <HelplineList />
        </Section>

        <Section title={`Blocking and reporting on ${PRODUCT_NAME}`}>
          <Tips>
            <li>
              You can block or report someone from the &lsquo;…&rsquo; menu on their card in
              Explore, on their request, next to them in your matches, and in your chat with them.
              For {PAST_MATCHES_DAYS} days after a match ends, you can still report them from Past
              matches in Settings.
            </li>
            <li>
              Blocking is silent. They aren&rsquo;t told: to them it looks as if your account has
              gone. You disappear from each other&rsquo;s Explore, requests between you are
              withdrawn, your match ends, and they can&rsquo;t message you.
            </li>
            <li>
              Reporting blocks them too, and our team reviews every report. We keep a copy of their
              profile, their photos and your recent messages from the moment you report, so the
              evidence is still there if they change or delete their account.
            </li>
            <li>
              What the other person sees: nothing. They aren&rsquo;t told that you blocked or
              reported them.
            </li>
            <li>
              You can see the people you&rsquo;ve blocked, and unblock them, in Settings under
              Blocked people. Unblocking doesn&rsquo;t bring back the match or the messages.
            </li>
          </Tips>
        </Section>
      </div>
    </PublicPage>
  );
}

import type { AppealDecision, AppealSanction, AppealStatus } from '@starmatch/contracts/appeals';

export const APPEALS_TEXT = {
  tab: 'Appeals',
  heading: 'Appeals',
  intro:
    'People asking for a second look at a suspension or ban. You cannot decide an appeal of your own decision.',
  loading: 'Loading appeals...',
  empty: 'No appeals. When someone appeals a suspension or ban, it shows here.',
  loadFailed: "We couldn't load the appeals. Please try again.",
  retry: 'Try again',
  theirWords: 'In their words',
  originalReport: 'The original report',
  reportGone: 'The original report is no longer kept.',
  noteLabel: 'Note (optional, kept in the audit log)',
  decideFailed: "We couldn't save the decision. Please try again.",
  cancel: 'Cancel',
  decided: 'Decided',
  sanction: { suspend: 'Suspension', ban: 'Ban' } satisfies Record<AppealSanction, string>,
  status: { open: 'Open', upheld: 'Upheld', rejected: 'Rejected' } satisfies Record<
    AppealStatus,
    string
  >,
  decision: { uphold: 'Uphold and lift', reject: 'Reject' } satisfies Record<
    AppealDecision,
    string
  >,
} as const;

export function appealHeading(name: string, sanction: AppealSanction): string {
  return `${name} appeals their ${sanction === 'ban' ? 'ban' : 'suspension'}`;
}

export function confirmDecision(decision: AppealDecision, name: string, sanction: AppealSanction) {
  const what = sanction === 'ban' ? 'ban' : 'suspension';
  return decision === 'uphold'
    ? {
        title: `Lift ${name}'s ${what}?`,
        description: `${name} can sign in again at once${sanction === 'ban' ? ', and their email address can be used again' : ''}. Their ended matches stay ended. We'll email them the decision.`,
        confirm: `Lift the ${what}`,
      }
    : {
        title: `Reject ${name}'s appeal?`,
        description: `The ${what} stays as it is, and ${name} cannot appeal it again. We'll email them the decision.`,
        confirm: 'Reject the appeal',
      };
}

export function decidedToast(decision: AppealDecision, name: string) {
  return decision === 'uphold'
    ? { title: 'Appeal upheld', description: `${name} can sign in again.` }
    : { title: 'Appeal rejected', description: `The decision on ${name} stands.` };
}

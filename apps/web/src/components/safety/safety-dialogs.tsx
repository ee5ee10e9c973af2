import { BlockDialog } from './block-dialog';
import { ReportSheet, type SafetyPerson } from './report-sheet';

/** Which of the two is open, if either. */
export type SafetyAction = 'report' | 'block' | null;

export interface SafetyDialogsProps {
  person: SafetyPerson;
  matchId?: string;
  action: SafetyAction;
  onActionChange: (action: SafetyAction) => void;
  /** After a report or a block took. */
  onDone?: () => void;
}

/** The report sheet and the block dialog for one person, as a '…' menu opens them. */
export function SafetyDialogs({
  person,
  matchId,
  action,
  onActionChange,
  onDone,
}: SafetyDialogsProps) {
  const close = (open: boolean) => {
    if (!open) onActionChange(null);
  };
  return (
    <>
      <ReportSheet
        person={person}
        matchId={matchId}
        open={action === 'report'}
        onOpenChange={close}
        onReported={onDone}
      />
      <BlockDialog
        change="block"
        person={person}
        open={action === 'block'}
        onOpenChange={close}
        onDone={onDone}
      />
    </>
  );
}

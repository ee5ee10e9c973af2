import type { Candidate } from '@starmatch/contracts/candidates';
import { displayName } from '../candidate-name';
import { UndoIcon } from './explore-icons';

export interface UndoPassButtonProps {
  passed: Candidate;
  pending: boolean;
  disabled: boolean;
  onUndo: () => void;
}

/** 'Undo' beside the deck's count, after a pass: brings that person back as the current card. */
export function UndoPassButton({ passed, pending, disabled, onUndo }: UndoPassButtonProps) {
  return (
    <button
      type="button"
      aria-label={`Undo pass on ${displayName(passed)}`}
      aria-busy={pending || undefined}
      disabled={disabled || pending}
      onClick={onUndo}
      className="-mt-2 inline-flex items-center gap-1.5 rounded-full border border-gold-200/50 bg-night-800/80 px-3 py-1 text-sm font-semibold text-gold-200 transition-colors hover:bg-night-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-200 disabled:cursor-not-allowed disabled:opacity-60"
    >
      <UndoIcon spinning={pending} />
      Undo
    </button>
  );
}

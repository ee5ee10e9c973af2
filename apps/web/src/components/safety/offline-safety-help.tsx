import { useId } from 'react';
import { HelplineList } from './helpline-list';
import { SAFETY_TEXT } from './safety-text';

/** 111 first, then the help lines: what someone reporting a danger offline may need before we act. */
export function OfflineSafetyHelp() {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-rose-400/60 bg-rose-950/40 p-4"
    >
      <p className="font-semibold">
        {SAFETY_TEXT.dangerBefore}
        <a
          href="tel:111"
          className="text-gold-200 underline underline-offset-2 hover:text-gold-100"
        >
          111
        </a>
        {SAFETY_TEXT.dangerAfter}
      </p>
      <h3 id={titleId} className="text-sm font-semibold text-haze">
        {SAFETY_TEXT.helpLinesTitle}
      </h3>
      <HelplineList compact />
    </aside>
  );
}

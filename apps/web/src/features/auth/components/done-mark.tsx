/** The tick above the message of a step done: an email verified, an email change cancelled. */
export function DoneMark() {
  return (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full bg-emerald-400/15 text-3xl text-emerald-300 ring-1 ring-emerald-300/50"
    >
      ✓
    </span>
  );
}

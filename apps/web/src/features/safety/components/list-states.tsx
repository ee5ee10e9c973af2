import { Button } from '@/components/ui/button';

/** A list that failed to load: what went wrong and a way to ask again. */
export function LoadFailed({
  text,
  retry,
  onRetry,
  retrying,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl border border-night-700 bg-night-900/80 px-6 py-10 text-center"
    >
      <p className="text-lg font-semibold">{text}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retry}
      </Button>
    </div>
  );
}

/** What an empty list says, so it does not look like a screen that failed. */
export function EmptyList({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-night-700 px-4 py-8 text-center text-haze">
      {text}
    </p>
  );
}

import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/error-message';
import { PAUSE_TEXT } from './pause-text';
import { useSetAccountPaused } from './use-set-account-paused';

/** Above every members' screen while the account is paused, with the way back in one tap. */
export function PausedBanner() {
  const resume = useSetAccountPaused();
  return (
    <section
      aria-labelledby="paused-banner-title"
      className="border-b border-gold-300/40 bg-night-900/95 px-4 py-3"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1">
          <h2 id="paused-banner-title" className="font-semibold text-gold-200">
            {PAUSE_TEXT.bannerTitle}
          </h2>
          <p className="text-sm text-haze">{PAUSE_TEXT.bannerHint}</p>
          {resume.isError && (
            <p role="alert" className="text-sm font-medium text-rose-300">
              {serverMessage(resume.error) ?? PAUSE_TEXT.failed}
            </p>
          )}
        </div>
        <Button disabled={resume.isPending} onClick={() => resume.mutate(false)}>
          {resume.isPending ? PAUSE_TEXT.resuming : PAUSE_TEXT.resume}
        </Button>
      </div>
    </section>
  );
}

import {
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  type ReportCategory,
  reportRequestSchema,
} from '@starmatch/contracts/reports';
import { REPORT_DETAILS_MAX_LENGTH } from '@starmatch/contracts/safety-limits';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { useEffect, useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { RadioList } from '@/components/ui/radio-list';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useReportUser } from '@/hooks/use-report-user';
import { serverMessage } from '@/lib/error-message';
import { OfflineSafetyHelp } from './offline-safety-help';
import { SAFETY_TEXT, SAFETY_TOASTS } from './safety-text';

/** Whom a report or a block is about. */
export interface SafetyPerson {
  id: string;
  name: string;
}

export interface ReportSheetProps {
  person: SafetyPerson;
  /** The match (current or ended) the report comes from: a chat, a match row, a past match. */
  matchId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the report was taken (it blocks too): e.g. the chat leaves the conversation. */
  onReported?: () => void;
}

const categoryOptions = REPORT_CATEGORIES.map((value) => ({
  value,
  label: REPORT_CATEGORY_LABELS[value],
}));

type Step = 1 | 2 | 3;

/** The contracts' check of the details, so the sheet says what the server would. */
function detailsError(details: string): string | undefined {
  const parsed = reportRequestSchema.shape.details.safeParse(details);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function ReportSteps({
  person,
  matchId,
  onOpenChange,
  onReported,
  report,
}: Omit<ReportSheetProps, 'open'> & { report: ReturnType<typeof useReportUser> }) {
  const [step, setStep] = useState<Step>(1);
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string>();
  const [submitError, setSubmitError] = useState<string>();
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Each step starts with focus on what it asks for.
  useEffect(() => {
    if (step === 2) detailsRef.current?.focus();
    else if (step === 3) submitRef.current?.focus();
  }, [step]);

  const next = () => {
    if (step === 1) {
      if (category === null) {
        setError(VALIDATION_MESSAGES.reportCategory);
        firstRadioRef.current?.focus();
        return;
      }
    } else if (step === 2) {
      const problem = detailsError(details);
      if (problem) {
        setError(problem);
        detailsRef.current?.focus();
        return;
      }
    }
    setError(undefined);
    setStep((step + 1) as Step);
  };

  const submit = () => {
    if (category === null) return;
    setSubmitError(undefined);
    const trimmed = details.trim();
    report.mutate(
      {
        userId: person.id,
        category,
        ...(trimmed === '' ? {} : { details: trimmed }),
        ...(matchId === undefined ? {} : { matchId }),
      },
      {
        onSuccess: () => {
          // First, so a screen that leaves (the chat) knows why before the sheet says it closed.
          onReported?.();
          onOpenChange(false);
          toast(SAFETY_TOASTS.reported(category));
        },
        onError: (failure) => setSubmitError(serverMessage(failure) ?? SAFETY_TEXT.failed),
      },
    );
  };

  const pending = report.isPending;
  return (
    <>
      <div className="flex flex-col gap-1">
        <AlertDialogTitle>{SAFETY_TEXT.reportTitle(person.name)}</AlertDialogTitle>
        <AlertDialogDescription className="text-sm">
          {SAFETY_TEXT.step(step)}
        </AlertDialogDescription>
      </div>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 3) next();
          else if (!pending) submit();
        }}
      >
        {step === 1 && (
          <RadioList
            legend={SAFETY_TEXT.categoryLegend}
            name="report-category"
            options={categoryOptions}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setError(undefined);
            }}
            error={error}
            firstRef={firstRadioRef}
          />
        )}
        {/* Before anything else, 'Safety concern offline' shows where to get help now. */}
        {step !== 2 && category === 'offline_safety' && <OfflineSafetyHelp />}
        {step === 2 && (
          <Field
            label={SAFETY_TEXT.detailsLabel}
            hint={SAFETY_TEXT.detailsCount(details.length, REPORT_DETAILS_MAX_LENGTH)}
            error={error}
          >
            {(control) => (
              <Textarea
                {...control}
                ref={detailsRef}
                value={details}
                onChange={(event) => {
                  setDetails(event.target.value);
                  if (error && !detailsError(event.target.value)) setError(undefined);
                }}
              />
            )}
          </Field>
        )}
        {step === 3 && category !== null && (
          <div className="flex flex-col gap-3">
            <p className="text-sm font-medium text-lilac-200">
              {SAFETY_TEXT.reasonSummary(REPORT_CATEGORY_LABELS[category])}
            </p>
            <p className="text-base leading-relaxed text-star">{SAFETY_TEXT.whatHappensNext}</p>
            {submitError && (
              <p role="alert" className="text-sm font-medium text-rose-300">
                {submitError}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {step === 1 ? (
            <AlertDialogCancel asChild>
              <Button variant="secondary">{SAFETY_TEXT.cancel}</Button>
            </AlertDialogCancel>
          ) : (
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => {
                setError(undefined);
                setSubmitError(undefined);
                setStep((step - 1) as Step);
              }}
            >
              {SAFETY_TEXT.back}
            </Button>
          )}
          {step < 3 ? (
            <Button type="submit">{SAFETY_TEXT.next}</Button>
          ) : (
            <Button ref={submitRef} type="submit" disabled={pending}>
              {pending ? SAFETY_TEXT.submittingReport : SAFETY_TEXT.submitReport}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}

/**
 * Reporting someone in three steps: what happened, optional details, and what happens next. A
 * bottom sheet on a phone, a dialog on a wider screen; Escape or Cancel closes it, except while
 * the report is being sent.
 */
export function ReportSheet({ open, onOpenChange, ...props }: ReportSheetProps) {
  const report = useReportUser();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        {/* Mounted while open only, so every report starts at step 1 with nothing filled in. */}
        <ReportSteps {...props} onOpenChange={onOpenChange} report={report} />
      </AlertDialogContent>
    </AlertDialog>
  );
}

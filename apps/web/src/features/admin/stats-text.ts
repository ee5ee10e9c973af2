import { MODERATION_STATS_MONTHS } from '@starmatch/contracts/moderation-stats';

// The words of the moderators' stats tab.
export const STATS_TEXT = {
  tab: 'Stats',
  loading: 'Loading stats...',
  failed: 'Failed to load the stats. Please try again.',
  empty: `No reports or actions in the last ${MODERATION_STATS_MONTHS} months.`,
  intro: `The last ${MODERATION_STATS_MONTHS} months, in New Zealand time, most recent first.`,
  reportsTitle: 'Reports received',
  actionsTitle: 'Actions taken',
  month: 'Month',
  total: 'Total',
  median: 'Median time to first action',
  none: '—',
} as const;

/** 'November 2026' for '2026-11'. */
export function monthText(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-NZ', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '45 min', '1 h 35 min', '2 d 3 h'; a dash when nothing was acted on that month. */
export function durationText(minutes: number | null): string {
  if (minutes === null) return STATS_TEXT.none;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

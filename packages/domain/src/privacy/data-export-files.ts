import type { DataExportContents } from '@starmatch/db/queries/data-export-contents';
import { dataExportReadme } from './data-export-readme.js';

/** The ZIP's files by path: text as strings, photos as their bytes. */
export type DataExportFiles = Record<string, string | Uint8Array>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The photo's name in the ZIP: its place on the profile, counting from 1. */
export function exportedPhotoName(position: number): string {
  return `photos/${position + 1}.webp`;
}

/**
 * What goes in "Download my data", file by file (data-export-readme.ts explains each to the
 * person). `photos` holds the bytes of each photo that could be read, by photo id.
 */
export function dataExportFiles(
  contents: DataExportContents,
  photos: ReadonlyMap<string, Uint8Array>,
  madeAt: Date,
): DataExportFiles {
  const { user, profile, settings, notificationPreferences: notify } = contents;
  const kept = contents.photos.filter((photo) => photos.has(photo.id));
  const files: DataExportFiles = {
    'README.txt': dataExportReadme({
      name: user.full_name,
      madeAt,
      photoFiles: kept.map((photo) => exportedPhotoName(photo.position)),
    }),
    'account-and-profile.json': json({
      account: {
        id: user.id,
        name: user.full_name,
        email: user.email,
        dateOfBirth: user.date_of_birth,
        gender: user.gender,
        createdAt: iso(user.created_at),
        emailVerifiedAt: iso(user.email_verified_at),
        pausedAt: iso(user.paused_at),
      },
      profile: profile && {
        bio: profile.bio,
        sexualOrientation: profile.sexual_orientation,
        location: profile.location,
        city: profile.city,
        ageRangeMin: profile.age_range_min,
        ageRangeMax: profile.age_range_max,
        zodiacSign: profile.zodiac_sign,
        createdAt: iso(profile.created_at),
        updatedAt: iso(profile.updated_at),
      },
      photos: kept.map((photo) => ({
        file: exportedPhotoName(photo.position),
        position: photo.position,
        width: photo.width,
        height: photo.height,
        format: photo.format,
        uploadedAt: iso(photo.createdAt),
      })),
    }),
    'settings.json': json({
      matchPreferences: settings && {
        preferredAgeRanges: settings.preferred_age_ranges,
        preferredCities: settings.preferred_cities,
        hideActivity: settings.hide_activity,
        updatedAt: iso(settings.updated_at),
      },
      notifications: notify && {
        emailRequests: notify.email_requests,
        emailMatches: notify.email_matches,
        emailMessages: notify.email_messages,
        pushRequests: notify.push_requests,
        pushMatches: notify.push_matches,
        pushMessages: notify.push_messages,
        showPreviews: notify.show_previews,
        paused: notify.paused,
        updatedAt: iso(notify.updated_at),
      },
    }),
    'likes-and-passes.json': json(
      contents.decisions.map((decision) => ({
        userId: decision.to_user,
        decision: decision.is_like ? 'like' : 'pass',
        at: iso(decision.created_at),
      })),
    ),
    'match-requests.json': json(
      contents.requests.map((request) => ({
        id: request.id,
        direction: request.direction,
        otherUserId: request.otherUserId,
        status: request.status,
        createdAt: iso(request.createdAt),
        answeredAt: iso(request.respondedAt),
      })),
    ),
    'matches.json': json({
      current: contents.matches.map(exportedMatch),
      past: contents.pastMatches.map(exportedMatch),
    }),
    'blocks.json': json(
      contents.blocks.map((block) => ({ userId: block.blockedUserId, at: iso(block.createdAt) })),
    ),
    'reports-made.json': json(
      contents.reports.map((report) => ({
        id: report.id,
        reportedUserId: report.reportedUserId,
        category: report.category,
        details: report.details,
        matchId: report.matchId,
        status: report.status,
        createdAt: iso(report.createdAt),
        resolvedAt: iso(report.resolvedAt),
      })),
    ),
    'messages-sent.json': json(
      contents.messagesSent.map((message) => ({
        matchId: message.matchId,
        text: message.content,
        sentAt: iso(message.sentAt),
      })),
    ),
  };
  for (const photo of kept) {
    const bytes = photos.get(photo.id);
    if (bytes) files[exportedPhotoName(photo.position)] = bytes;
  }
  return files;
}

function exportedMatch(match: DataExportContents['matches'][number]) {
  return {
    matchId: match.matchId,
    userId: match.otherUserId,
    firstName: match.otherFirstName,
    matchedAt: iso(match.matchedAt),
    endedAt: iso(match.endedAt),
  };
}

import { DATA_EXPORT_EXPIRY_DAYS } from '@starmatch/contracts/data-exports';

/**
 * README.txt of "Download my data": what each file holds, in plain words, and what it leaves
 * out about other people (docs/PRODUCT.md "Account settings").
 */
export function dataExportReadme(params: {
  name: string;
  madeAt: Date;
  photoFiles: string[];
}): string {
  const photos =
    params.photoFiles.length === 0
      ? 'photos/ - you have no photos on your profile, so this folder is empty.'
      : `photos/ - your profile photos, as the app keeps them (${params.photoFiles.join(', ')}; 1 is your main photo).`;
  return [
    'Your Starmatch data',
    '===================',
    '',
    `Made for ${params.name} on ${params.madeAt.toISOString()} (times in this download are UTC).`,
    `The download link works for ${DATA_EXPORT_EXPIRY_DAYS} days after it was made; then we delete this file.`,
    '',
    'What each file holds',
    '--------------------',
    'account-and-profile.json - your account (name, email, date of birth, gender, when you joined)',
    '  and your profile (bio, orientation, location, the ages you are looking for, your zodiac sign).',
    photos,
    'settings.json - your match preferences (age ranges, cities, hiding your activity) and your',
    '  notification preferences (email and push, previews, paused).',
    "likes-and-passes.json - every like and pass you made: the other person's id, like or pass, and when.",
    "match-requests.json - the match requests you sent and received: the other person's id, the",
    '  answer, and when.',
    'matches.json - your current matches and your past matches (ended ones): the match id, the other',
    "  person's id and first name, when you matched and when it ended.",
    'blocks.json - the people you blocked: their id and when.',
    'reports-made.json - the reports you made: the category, what you wrote, the status and when.',
    'messages-sent.json - every message you sent: the conversation (match id), the text and when.',
    '',
    'About other people',
    '------------------',
    'This download holds your own data. Of other people it holds only their id where you liked,',
    'passed, requested, matched, blocked or reported them, and the first name of people you matched.',
    "It holds no one else's messages, photos, email addresses or profiles, and no reports other",
    'people made about you.',
    '',
    'Questions or corrections: Settings in the app, or the contact in our privacy policy.',
    '',
  ].join('\n');
}

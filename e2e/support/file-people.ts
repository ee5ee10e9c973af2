import {
  currentUserId,
  likeUser,
  type NewAccount,
  newAccount,
  verifiedAccountWithProfile,
} from './api-account.js';
import type { AppAndBrowser } from './app-and-browser.js';
import { testPhoto } from './test-photo.js';

/**
 * The people of one browser test file: accounts that share a password (and an email tag), made
 * verified with a profile in `location` (Auckland unless said) on the file's app, all through the
 * API. Read `app.server` only once it has started: inside the tests.
 */
export function filePeople(
  app: AppAndBrowser,
  options: { password: string; tag?: string; location?: string },
) {
  const { location = 'Auckland, Auckland', ...accountOptions } = options;
  return {
    account(fullName: string, gender: NewAccount['gender'], dateOfBirth: string): NewAccount {
      return newAccount(fullName, gender, dateOfBirth, accountOptions);
    },

    /** Signed up, verified and signed in, with `bio` and a photo of each colour; answers the token. */
    async personWithProfile(who: NewAccount, bio: string, colours: string | string[]) {
      const photos = [];
      for (const colour of [colours].flat()) photos.push(await testPhoto(colour));
      const { origin, dataDir } = app.server;
      return verifiedAccountWithProfile(origin, dataDir, who, { bio, location, photos });
    },

    /** The asker likes the other, who likes back: a match. Answers the two ids, asker first. */
    async likeEachOther(askerToken: string, otherToken: string): Promise<[string, string]> {
      const { origin } = app.server;
      const [askerId, otherId] = await Promise.all([
        currentUserId(origin, askerToken),
        currentUserId(origin, otherToken),
      ]);
      await likeUser(origin, askerToken, otherId);
      await likeUser(origin, otherToken, askerId);
      return [askerId, otherId];
    },
  };
}

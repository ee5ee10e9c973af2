import { paths } from '@/lib/paths';

/**
 * From this width the explore card and the chat share the screen with the conversations, as
 * Tinder and Bumble do on the web; below it the phone layout stays as it is.
 */
export const TWO_PANE_QUERY = '(min-width: 1024px)';

/** The screens that take the main pane beside the conversations. */
const TWO_PANE_PATHS: readonly string[] = [paths.home, paths.app, paths.chat];

export function hasConversationsPane(pathname: string): boolean {
  return TWO_PANE_PATHS.includes(pathname);
}

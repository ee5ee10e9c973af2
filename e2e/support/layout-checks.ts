import type { Page } from 'playwright-core';

/** The members-only routes of the SPA (apps/web/src/app/routes.tsx, and `/` and `/app`). */
const MEMBERS_ONLY_PATHS = [
  '/',
  '/app',
  '/matches',
  '/chat',
  '/settings',
  '/settings/blocked-people',
  '/settings/past-matches',
  '/profile-setup',
  '/admin',
];

/**
 * Members' screens with no tab bar: the chat (its composer holds the bottom edge), profile setup
 * (onboarding) and the moderators' tools (not a dating member's navigation).
 */
const WITHOUT_TAB_BAR = ['/chat', '/profile-setup', '/admin'];

/**
 * Members' screens that share a wide screen with the conversations (apps/web/src/app/two-pane.ts),
 * from this width up.
 */
const TWO_PANE_PATHS = ['/', '/app', '/chat'];
const TWO_PANE_MIN_WIDTH = 1024;

interface PageFacts {
  pathname: string;
  width: number;
  hasStickyHeader: boolean;
  tabBarVisible: boolean;
  toastOverlaps: string[];
  /** The conversations pane is shown, and nothing of the page's header lies under it. */
  paneShown: boolean;
  paneBesideHeader: boolean;
}

/**
 * Runs in the page: what the layout checks need, measured where the browser laid it out.
 * Kept to one function with no outside references, as page.evaluate requires.
 */
function measure(): PageFacts {
  type Box = { left: number; top: number; right: number; bottom: number };
  const intersects = (a: Box, b: Box) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return (
      box.width > 0 &&
      box.height > 0 &&
      style.visibility !== 'hidden' &&
      Number(style.opacity) > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    );
  };
  // Seen, not merely laid out: what the browser hits at the middle of its visible part is the
  // element or inside it. A toast under a dialog's overlay is laid out but not seen.
  const onTop = (element: Element) => {
    const box = element.getBoundingClientRect();
    const x = (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2;
    const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  };

  const headers = Array.from(document.querySelectorAll('header')).filter(shown);
  const stickyHeaders = headers.filter((header) =>
    ['sticky', 'fixed'].includes(getComputedStyle(header).position),
  );
  const active = document.activeElement;
  const focusedField =
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active instanceof HTMLSelectElement
      ? active
      : null;
  const dialogs = Array.from(document.querySelectorAll('[role=dialog], [role=alertdialog]')).filter(
    shown,
  );
  // Radix's toast root: an <li> in the viewport <ol>, inside the region labelled
  // 'Notifications (F8)'. Radix also copies each toast's text into a visually hidden live
  // region, which is no box on the screen and is not looked at.
  const toasts = Array.from(
    document.querySelectorAll('[role=region][aria-label^="Notifications"] li[data-state=open]'),
  ).filter((toast) => shown(toast) && onTop(toast));

  const toastOverlaps: string[] = [];
  for (const toast of toasts) {
    const box = toast.getBoundingClientRect();
    const title = (toast.textContent ?? '').trim().slice(0, 40);
    for (const header of headers) {
      if (intersects(box, header.getBoundingClientRect())) {
        toastOverlaps.push(`the toast '${title}' covers the page header`);
      }
    }
    if (focusedField && intersects(box, focusedField.getBoundingClientRect())) {
      const name = focusedField.labels?.[0]?.textContent?.trim() ?? focusedField.name;
      toastOverlaps.push(`the toast '${title}' covers the focused field '${name}'`);
    }
    for (const dialog of dialogs) {
      if (intersects(box, dialog.getBoundingClientRect())) {
        toastOverlaps.push(`the toast '${title}' shows over an open dialog`);
      }
    }
  }

  const nav = document.querySelector('nav[aria-label="Main"]');
  const pane = document.querySelector('aside[aria-label="Conversations"]');
  const paneShown = pane !== null && shown(pane);
  const paneRight = paneShown ? pane.getBoundingClientRect().right : 0;
  return {
    pathname: location.pathname,
    width: innerWidth,
    paneShown,
    paneBesideHeader:
      paneShown &&
      stickyHeaders.length > 0 &&
      stickyHeaders.every((header) => header.getBoundingClientRect().left >= paneRight),
    hasStickyHeader: stickyHeaders.length > 0,
    // An open dialog's overlay covers the tab bar as it covers the rest of the page.
    tabBarVisible: nav !== null && shown(nav) && (onTop(nav) || dialogs.length > 0),
    toastOverlaps,
  };
}

/**
 * What is wrong with the layout of the screen as it is now: a toast over the header, the
 * focused field or an open dialog (issue 20: toasts must never cover what they describe), and
 * the tab bar missing from a member's screen or shown where it has no place.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  const facts = await page.evaluate(measure);
  const problems = [...facts.toastOverlaps];
  // A signed-in screen is told by the page, not by the route alone: a members-only route shows
  // the sign-in card, a loading spinner or (at `/`) the landing page to someone not (yet) signed
  // in, with no sticky header; every members' screen has one (StickyHeader), and no public page
  // does. The route then says whether the tab bar belongs there.
  const signedIn = MEMBERS_ONLY_PATHS.includes(facts.pathname) && facts.hasStickyHeader;
  const wanted = signedIn && !WITHOUT_TAB_BAR.includes(facts.pathname);
  if (wanted && !facts.tabBarVisible) {
    problems.push(`the tab bar is missing on ${facts.pathname}`);
  } else if (!wanted && facts.tabBarVisible) {
    problems.push(`the tab bar shows on ${facts.pathname}, where it has no place`);
  }
  const twoPanes =
    signedIn && TWO_PANE_PATHS.includes(facts.pathname) && facts.width >= TWO_PANE_MIN_WIDTH;
  if (twoPanes && !facts.paneBesideHeader) {
    problems.push(
      `${facts.pathname} at ${facts.width} px is not two panes (conversations beside it)`,
    );
  } else if (!twoPanes && facts.paneShown) {
    problems.push(`the conversations pane shows on ${facts.pathname} at ${facts.width} px`);
  }
  return problems;
}

import { FORGOT_PASSWORD_MESSAGE } from './password-reset.js';

// The texts the API answers with, in `{ message }`. The SPA shows them in its toasts (for
// example 'Login Failed' with the server's message), so both sides read them from here.

export const API_MESSAGES = {
  unauthenticated: 'Please sign in to continue.',
  serverError: 'Something went wrong on our side. Please try again.',
  /** 503, with Retry-After: the database or Redis cannot be reached just now. */
  serviceUnavailable: "Starmatch can't reach its data just now. Please try again in a moment.",
  notFound: 'Not found',

  waitlistJoined: "You're on the list! We'll email you as soon as Starmatch launches.",
  waitlistDuplicate: "You're already on the waitlist with this email.",

  /** Signup answers the same for a new and a taken email, so no one learns who has an account. */
  signupAccepted: 'Account created. Check your email for a 6-character verification code.',
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email before signing in. We sent you a code.',
  loggedOut: 'Logged out successfully',

  emailVerified: 'Email verified. You can sign in now.',
  invalidVerificationCode: 'Invalid or expired verification code.',
  verificationLocked: 'Too many wrong codes. Please request a new code.',
  /** Resend answers the same for every email, verified, unverified or unknown. */
  verificationResent: 'If that email needs verifying, a new code is on its way.',

  forgotPassword: FORGOT_PASSWORD_MESSAGE,
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  invalidResetToken: 'This password reset link is invalid or expired.',

  /** `{email}` is the new address, where the code went. */
  emailChangeCodeSent:
    'We sent a 6-character code to {email}. Enter it here to finish the change. Until then you sign in with your current email.',
  emailChangeCodeResent: 'We sent a new code to {email}.',
  /** `{email}` is the account's address from now on. */
  emailUpdated: 'Your email is now {email}. Sign in with it from now on.',
  emailChangeAbandoned: 'Email change cancelled. Your email stays as it was.',
  /** Confirm or resend with no change waiting: it was cancelled, replaced or has expired. */
  noPendingEmailChange:
    'There is no email change waiting for a code. It may have been cancelled or expired; start again from settings.',
  incorrectCurrentPassword: 'Your current password is not correct.',
  /** `{email}` is the address the account is back on (or stays on). */
  emailChangeCancelled:
    'Your email change was cancelled and every device was signed out. Sign in with {email}.',
  invalidCancelToken: 'This link is invalid or has expired, so it cannot cancel an email change.',
  /** Cancelling a change that took effect, when another account has the old address now. */
  previousEmailTaken:
    'Your previous email now belongs to another account, so it could not be restored.',
  emailTaken: 'That email is already in use.',
  emailUnchanged: 'That is already your email.',
  accountDeleted: 'Your account has been permanently deleted.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid.',
  pushNotSetUp: 'Push notifications are not set up on this server.',
  /** A subscription whose endpoint is not at a push service PUSH_SERVICE_HOSTS accepts. */
  unknownPushService: "This browser's push service isn't supported.",

  /** The dashboard branches on the PROFILE_NOT_FOUND code and shows its own wording. */
  profileNotFound: 'Profile not found',
  /** A photo URL in the profile that is not one of the caller's uploads (or no longer exists). */
  photoNotOwned: 'Please choose photos you have uploaded. Upload the photo again and retry.',
  uploadImageMissing: "Please choose an image to upload in the form field 'image'.",
  uploadOneImage: 'Please upload one image at a time.',
  /** The image job failed on our side or took too long; the file itself may be fine. */
  imageProcessingFailed: 'We could not process your photo right now. Please try again.',

  blocked: 'Blocked. They can no longer see you or contact you.',
  reportReceived:
    "Thanks for telling us. They won't be able to see you or contact you. Our team reviews every report.",
  /** Sign-in of a suspended account answers 403 with suspendedMessage(until). */
  accountSuspended: 'Your account is suspended until {date}.',
  accountBanned: 'This account has been closed for breaking our community guidelines.',
  /** Sign-up with the email of a banned account answers 403. */
  signupRefused: 'This email cannot be used to create an account.',
  /** A correction request while another waits for a moderator (409). */
  correctionPending:
    'You already have a correction waiting for a moderator. We will email you when it is decided.',
  /** A correction request that asks for what the account already says (400). */
  correctionSameDetails: 'Those are already your details. Change at least one of them.',
  /** A second decision on one correction request (409). */
  correctionAlreadyDecided: 'This correction request has already been decided.',
  /** Deciding one's own correction request (403). */
  correctionConflictOfInterest:
    'You cannot decide your own correction request. Another moderator will handle it.',
  /** An appeal link whose token is not ours, or whose suspension or ban no longer stands (400). */
  invalidAppealLink:
    'This appeal link no longer works: the suspension or ban it was for is no longer in place.',
  /** A second appeal of one suspension or ban (409). */
  appealAlreadyFiled:
    'You have already appealed this decision. We will email you when a moderator has decided.',
  /** A second decision on one appeal (409). */
  appealAlreadyDecided: 'This appeal has already been decided.',
  /** Deciding an appeal of one's own decision, or one's own appeal (409). */
  appealConflictOfInterest:
    'You made the decision this appeal is about. Another moderator must decide it.',
  /** An upload close to a banned person's photo (docs/ARCHITECTURE.md "Banned photos"). */
  photoHeldForReview: 'Thanks! Your photo will appear once it has been reviewed.',
  /** Releasing a held photo when its owner already has the most photos (409). */
  heldPhotoNoFreeSlot:
    'This person already has the most photos allowed. Remove it, or wait until they remove one.',
  /** A second resolve of one report (409): another moderator got there first. */
  reportAlreadyResolved: 'This report has already been resolved.',
  /**
   * Resolving a report about oneself, or one's own report (403): a conflict of interest either
   * way, so another moderator has to decide it.
   */
  reportConflictOfInterest:
    'You cannot act on a report about yourself or one you made. Another moderator will handle it.',
  /** A second report of the same person within REPORT_REPEAT_HOURS (409); nothing changes. */
  reportRepeated: "You've already reported this person today. Our team will look at your report.",
  /** Over REPORTS_PER_DAY (429 with Retry-After). */
  reportsLimited: "You've made a lot of reports today. Please try again tomorrow.",
  /** Over LIKES_PER_DAY (429 with Retry-After). */
  likesLimited: "You've used all your likes for today. Come back tomorrow for more.",
  /** Over NEW_CONVERSATIONS_PER_DAY (429 over REST, an error frame over the socket). */
  conversationsLimited:
    "You've started a lot of new conversations today. Keep chatting with your matches and try again tomorrow.",
  /** Over MESSAGES_PER_MINUTE (429 over REST, an error frame over the socket). */
  messagesLimited: 'Too many messages. Please slow down.',

  /** `{minutes}` is replaced with the wait, rounded up. */
  rateLimited: 'Too many attempts. Please try again in {minutes} minutes.',
} as const;

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? 'Too many attempts. Please try again in 1 minute.'
    : API_MESSAGES.rateLimited.replace('{minutes}', String(minutes));
}

/** API_MESSAGES text with `{email}` filled in. */
export function withEmail(
  message:
    | typeof API_MESSAGES.emailChangeCodeSent
    | typeof API_MESSAGES.emailChangeCodeResent
    | typeof API_MESSAGES.emailUpdated
    | typeof API_MESSAGES.emailChangeCancelled,
  email: string,
): string {
  return message.replace('{email}', email);
}

/** 'Your account is suspended until 2 December 2026.', the date as New Zealand sees it. */
export function suspendedMessage(until: Date): string {
  const date = new Intl.DateTimeFormat('en-NZ', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Pacific/Auckland',
  }).format(until);
  return API_MESSAGES.accountSuspended.replace('{date}', date);
}

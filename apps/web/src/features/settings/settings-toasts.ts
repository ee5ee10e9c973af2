// docs/PRODUCT.md "Error messages", word for word. Where it gives one sentence for a
// failure, that sentence is the title and the server's message, if any, follows.
export const SETTINGS_TOASTS = {
  preferencesSaved: {
    title: 'Preferences updated',
    description: 'Your dating preferences have been saved successfully.',
  },
  preferencesFailed: { title: 'Error', fallback: 'Failed to update preferences' },
  privacyFailed: { title: 'Error', fallback: 'Failed to update your privacy setting' },
  emailUpdated: { title: 'Email updated' },
  emailFailed: { title: 'Failed to update email' },
  // The steps of an email change around those two (docs/ARCHITECTURE.md "Email change").
  codeResent: { title: 'New code sent' },
  resendFailed: { title: "Couldn't send a new code" },
  emailChangeCancelled: { title: 'Email change cancelled' },
  cancelFailed: { title: "Couldn't cancel the email change" },
  accountDeleted: {
    title: 'Account deleted',
    description: 'Your account has been permanently deleted.',
  },
  deleteFailed: { title: 'Failed to delete account' },
} as const;

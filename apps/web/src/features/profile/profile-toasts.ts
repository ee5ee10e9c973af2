// Toast texts of profile setup and the profile tab (docs/PRODUCT.md "Error messages", word for word).
// Where it gives one sentence for a failure, that sentence is the title.

export const PROFILE_TOASTS = {
  photoLimit: {
    title: 'Photo limit reached',
    description: 'You can upload a maximum of 6 photos.',
  },
  uploadFailed: { title: 'Upload failed', fallback: 'Failed to upload photo. Please try again.' },
  saveFailed: { title: 'Failed to update profile. Please try again.' },
  photoUpdated: { title: 'Success', description: 'Your profile photo has been updated.' },
  photoUpdateFailed: { title: 'Failed to update profile photo' },
  /** An upload held for a moderator (docs/ARCHITECTURE.md "Banned photos"); the server's words. */
  photoHeld: { title: 'Photo being reviewed' },
  bioUpdated: { title: 'Success', description: 'Your bio has been updated.' },
  bioUpdateFailed: { title: 'Failed to update bio' },
} as const;

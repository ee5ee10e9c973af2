// SPEC sections 4 and 8, word for word.
export const WAITLIST_TOASTS = {
  joined: { title: 'Welcome to the waitlist!' },
  failed: { title: 'Oops!', fallback: 'Failed to join waitlist. Please try again.' },
  offline: {
    title: 'Connection Error',
    description: 'Please check your connection and try again.',
  },
} as const;

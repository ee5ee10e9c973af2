// docs/PRODUCT.md "Waitlist landing page" and "Error messages", word for word.
export const WAITLIST_TOASTS = {
  joined: { title: 'Welcome to the waitlist!' },
  failed: { title: 'Oops!', fallback: 'Failed to join waitlist. Please try again.' },
  offline: {
    title: 'Connection Error',
    description: 'Please check your connection and try again.',
  },
} as const;

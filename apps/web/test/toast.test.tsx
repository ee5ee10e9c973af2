import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/use-toast';

/** The toaster lives in the root layout, inside the router: it follows the pages. */
function renderToaster() {
  const router = createMemoryRouter([{ path: '/', Component: Toaster }]);
  return render(<RouterProvider router={router} />);
}

function viewport() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a title and description in a labelled viewport, one at a time', () => {
    vi.useFakeTimers();
    renderToaster();

    act(() => {
      toast({ title: 'Preferences updated', description: 'Saved.' });
    });
    expect(within(viewport()).getByText('Preferences updated')).toBeVisible();
    expect(within(viewport()).getByText('Saved.')).toBeVisible();

    act(() => {
      toast({ title: 'Error', description: 'Failed to update email', variant: 'destructive' });
    });
    expect(within(viewport()).queryByText('Preferences updated')).toBeNull();
    expect(within(viewport()).getByText('Failed to update email')).toBeVisible();
    expect(within(viewport()).getAllByRole('listitem')).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(1_000_000);
    });
  });

  it('closes after the default 5000 ms and is removed after the removal delay', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast({ title: 'Match Request Sent!' });
    });
    expect(within(viewport()).getByText('Match Request Sent!')).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(within(viewport()).getByText('Match Request Sent!')).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(within(viewport()).queryByText('Match Request Sent!')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(1_000_000);
    });
  });

  it('updates a toast in place through its handle', () => {
    vi.useFakeTimers();
    renderToaster();
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Uploading photo' });
    });
    act(() => {
      handle?.update({ title: 'Success', description: 'Photo updated' });
    });
    expect(within(viewport()).getByText('Success')).toBeVisible();
    expect(within(viewport()).queryByText('Uploading photo')).toBeNull();
    act(() => {
      handle?.dismiss();
      vi.advanceTimersByTime(1_000_000);
    });
    expect(within(viewport()).queryByText('Success')).toBeNull();
  });
});

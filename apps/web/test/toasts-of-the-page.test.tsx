import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/toast-store';
import { ANNOUNCES_DEPARTURE_MS } from '@/components/ui/toasts-of-the-page';
import { renderApp } from './render-app';

const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const region = () => screen.findByRole('region', { name: 'Notifications (F8)' });

async function shown(title: string) {
  return within(await region()).findByText(title, { exact: true });
}

async function goTo(router: ReturnType<typeof renderApp>['router'], path: string, name: string) {
  await act(() => router.navigate(path));
  await screen.findByRole('heading', { level: 1, name });
}

// The clock the toaster reads to tell a toast read on its page from one that announced leaving it.
let clock = 0;
beforeEach(() => {
  clock = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});

/** Time passes on the page: whatever toast shows has been seen. */
const later = () => {
  clock += ANNOUNCES_DEPARTURE_MS;
};

describe('toasts and the pages they belong to', () => {
  it('dismisses a success toast when its page is left, and keeps an error until its time', async () => {
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Starmatch terms and policies' });
    act(() => {
      toast({ title: 'Preferences updated' });
    });
    await shown('Preferences updated');
    later();

    await goTo(router, '/safety', 'Dating safely');
    await waitFor(() =>
      expect(within(notifications()).queryByText('Preferences updated')).toBeNull(),
    );

    act(() => {
      toast({ variant: 'destructive', title: 'Update Failed' });
    });
    await shown('Update Failed');
    later();
    await goTo(router, '/terms', 'Starmatch terms and policies');
    expect(await shown('Update Failed')).toBeVisible();
  });

  it('keeps a toast that announces the navigation on the page it leads to, not after', async () => {
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Starmatch terms and policies' });
    act(() => {
      toast({ title: 'Account deleted', followsNavigation: true });
    });
    await shown('Account deleted');

    await goTo(router, '/safety', 'Dating safely');
    expect(await shown('Account deleted')).toBeVisible();
    later();

    await goTo(router, '/terms', 'Starmatch terms and policies');
    await waitFor(() => expect(within(notifications()).queryByText('Account deleted')).toBeNull());
  });

  it('keeps a toast raised just before its page was left, as its page is left', async () => {
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Starmatch terms and policies' });
    act(() => {
      toast({ title: 'Match ended' });
    });
    await shown('Match ended');
    clock += ANNOUNCES_DEPARTURE_MS - 1;
    await goTo(router, '/safety', 'Dating safely');
    expect(await shown('Match ended')).toBeVisible();

    later();
    await goTo(router, '/terms', 'Starmatch terms and policies');
    await waitFor(() => expect(within(notifications()).queryByText('Match ended')).toBeNull());
  });

  it('gives a toast raised as a navigation starts to the page it lands on', async () => {
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Starmatch terms and policies' });
    act(() => {
      void router.navigate('/safety');
      toast({ title: 'Report sent' });
    });
    await screen.findByRole('heading', { level: 1, name: 'Dating safely' });
    expect(await shown('Report sent')).toBeVisible();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  errorResponse,
  networkFailure,
  requestKeys,
  type StubAnswer,
  sentBodies,
  stubApi,
} from './api-stub';
import { destinationOf } from './fake-time';
import { jsonResponse, renderApp } from './render-app';
import { expectToast } from './toasts';

type User = ReturnType<typeof renderApp>['user'];

const JOINED = "You're on the list! We'll email you as soon as Starmatch launches.";

function waitlistApi(
  join: StubAnswer = jsonResponse({ message: JOINED }, { status: 201 }),
  count = 41,
) {
  return stubApi({
    'GET /api/waitlist/count': jsonResponse({ count }),
    'POST /api/waitlist': join,
  });
}

async function openWaitlist() {
  const view = renderApp('/waitlist');
  await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Match' });
  return view;
}

async function fillIn(user: User) {
  await user.type(screen.getByLabelText('Email'), 'ana@example.nz');
  await user.click(screen.getByRole('radio', { name: '26-31' }));
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.click(screen.getByRole('radio', { name: 'Yes' }));
}

function join(user: User) {
  return user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));
}

// jsdom has neither media queries nor scrolling; these record what the confirmation asks for.
let reducedMotion = false;
const scrolls: (boolean | ScrollIntoViewOptions | undefined)[] = [];

beforeEach(() => {
  reducedMotion = false;
  scrolls.length = 0;
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    }) as MediaQueryList;
  Element.prototype.scrollIntoView = (options) => {
    scrolls.push(options);
  };
});

describe('waitlist landing', () => {
  it('shows the tagline, the beta date, the live count and the three blurbs', async () => {
    waitlistApi();
    await openWaitlist();

    expect(
      screen.getByText('Over swipe burnout and superficial matching? Join us today.'),
    ).toBeVisible();
    expect(screen.getByText('Early beta testing coming October 2025')).toBeVisible();
    expect(await screen.findByText(/people have already joined/)).toHaveTextContent(
      '41 people have already joined',
    );
    const blurbs = screen.getByRole('list', { name: 'What makes Starmatch different' });
    expect(
      within(blurbs)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Smart Matching', 'Zodiac Compatibility', 'Real Connections']);
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '18-25',
      '26-31',
      '32-38',
      '39-49',
      '50+',
      'male',
      'female',
      'yes',
      'no',
    ]);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeInTheDocument();
  });

  it('reports each missing answer in a toast, in order, and sends nothing', async () => {
    const fetchMock = waitlistApi();
    const { user } = await openWaitlist();

    await user.type(screen.getByLabelText('Email'), 'ana@');
    await join(user);
    await expectToast('Invalid Email', 'Please enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('radio', { name: '18-25' })).not.toHaveAttribute('aria-invalid');

    await user.type(screen.getByLabelText('Email'), 'example.nz');
    await join(user);
    await expectToast('Age Group Required', 'Please select your age group.');
    expect(screen.getByRole('radio', { name: '18-25' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '18-25' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('radio', { name: '50+' }));
    await join(user);
    await expectToast('Gender Required', 'Please select your gender.');

    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await join(user);
    await expectToast('Location Required', 'Please indicate if you are NZ based.');

    expect(requestKeys(fetchMock)).toEqual(['GET /api/waitlist/count']);
  });

  it("joins: 'Joining...', the exact request, the confirmation and the count plus one", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = waitlistApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = await openWaitlist();
    await screen.findByText(/people have already joined/);
    await fillIn(user);
    await join(user);

    expect(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    expect(sentBodies(fetchMock, 'POST /api/waitlist')).toEqual([
      {
        email: 'ana@example.nz',
        ageGroup: '26-31',
        gender: 'female',
        isNzBased: true,
        ipAddress: '',
        userAgent: navigator.userAgent,
      },
    ]);
    answer(jsonResponse({ message: JOINED }, { status: 201 }));

    expect(await screen.findByRole('heading', { name: "You're on the list!" })).toBeVisible();
    expect(screen.getByText("We'll email you as soon as Starmatch launches")).toBeVisible();
    await expectToast('Welcome to the waitlist!');
    expect(screen.getByText(/people have already joined/)).toHaveTextContent(
      '42 people have already joined',
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
    // The shorter card would sit above the screen where the form's button was.
    expect(scrolls).toEqual([{ block: 'center', behavior: 'smooth' }]);
  });

  it('scrolls the confirmation into view without animating under reduced motion', async () => {
    reducedMotion = true;
    waitlistApi();
    const { user } = await openWaitlist();
    await fillIn(user);
    await join(user);
    await screen.findByRole('heading', { name: "You're on the list!" });
    expect(scrolls).toEqual([{ block: 'center', behavior: 'auto' }]);
  });

  it("invites with 'Be the first to join' while nobody has, then counts", async () => {
    waitlistApi(undefined, 0);
    const { user } = await openWaitlist();
    expect(await screen.findByText('Be the first to join')).toBeVisible();
    expect(screen.queryByText(/already joined/)).toBeNull();
    await fillIn(user);
    await join(user);
    await screen.findByRole('heading', { name: "You're on the list!" });
    expect(screen.getByText(/already joined/)).toHaveTextContent('1 person has already joined');
    expect(screen.queryByText('Be the first to join')).toBeNull();
  });

  it('sends a "no" to the NZ question as false', async () => {
    const fetchMock = waitlistApi();
    const { user } = await openWaitlist();
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await join(user);
    await screen.findByRole('heading', { name: "You're on the list!" });
    expect(sentBodies(fetchMock, 'POST /api/waitlist')[0]).toMatchObject({ isNzBased: false });
  });

  it("shows 'Oops!' with the server's message, or the fallback", async () => {
    waitlistApi(errorResponse(409, "You're already on the waitlist with this email.", 'CONFLICT'));
    const { user } = await openWaitlist();
    await fillIn(user);
    await join(user);
    await expectToast('Oops!', "You're already on the waitlist with this email.");
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();

    waitlistApi(new Response('upstream down', { status: 502 }));
    await join(user);
    await expectToast('Oops!', 'Failed to join waitlist. Please try again.');
    expect(screen.queryByRole('heading', { name: "You're on the list!" })).toBeNull();
  });

  it("shows 'Connection Error' when the request never reaches the server", async () => {
    waitlistApi(() => networkFailure());
    const { user } = await openWaitlist();
    await fillIn(user);
    await join(user);
    await expectToast('Connection Error', 'Please check your connection and try again.');
  });

  it('opens /login on Ctrl+Shift+D', async () => {
    waitlistApi();
    const { user, router } = await openWaitlist();
    await user.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not react to Ctrl+D or Shift+D alone', async () => {
    waitlistApi();
    const { user, router } = await openWaitlist();
    await user.keyboard('{Control>}d{/Control}');
    await user.keyboard('{Shift>}D{/Shift}');
    expect(destinationOf(router)).toBe('/waitlist');
  });

  it("opens /login from the footer's 'Developer Access' button", async () => {
    waitlistApi();
    const { user, router } = await openWaitlist();
    await user.click(screen.getByRole('button', { name: 'Developer Access' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });
});

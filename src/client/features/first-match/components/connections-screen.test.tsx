import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { personaFromProfile } from '@shared/domain/matching/persona-mapping';
import type { MatchProfile } from '@shared/schemas/simulation';
import { deferredReply, reply, stubFetch, type StubHandler } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { MESSAGES, TOAST_ERROR_TITLE } from '../lib/connections-view';
import { ConnectionsScreen } from './connections-screen';

const hexaco = { honesty_humility: 0.6, emotionality: 0.5, extraversion: 0.7, agreeableness: 0.6, conscientiousness: 0.4, openness: 0.8 };
const match: MatchProfile = {
  name: 'Sam Rivera',
  age: 31,
  location: 'Lisbon',
  bio: 'Sunrise swims and second-hand bookshops.',
  interests: ['swimming', 'books'],
  persona: personaFromProfile({ displayName: 'Sam Rivera', hexaco }),
};
const conversation = {
  conversation: [
    { sender: 'user', text: 'Hi Sam!' },
    { sender: 'match', text: 'Hey! Swim tomorrow?' },
  ],
  compatibilityScore: 0.82,
  decision: 'YES',
};

const found = () => reply(200, { match, message: 'Maya found someone who loves books too.' });

function renderScreen(handlers: Record<string, StubHandler>, onWatchFullWeek = vi.fn()) {
  // Before the first search the person has no kept match (issue 12).
  const server = stubFetch({
    'GET /api/simulation/match': () => reply(200, { match: null }),
    // Issue 14: the match's card shown is a profile_view, sent as the screen goes away.
    'POST /api/mobile-chat/companion/interactions': () => reply(200, { stored: 1, categories: [] }),
    ...handlers,
  });
  const { unmount } = render(<ConnectionsScreen displayName="Alex" onWatchFullWeek={onWatchFullWeek} />, {
    wrapper: providers(undefined, '/connections'),
  });
  return { server, onWatchFullWeek, unmount };
}

/** Lets fake time pass: the analysis ticks every 200 ms, and queries settle inside. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const liveRegion = () => screen.getAllByRole('status').find((el) => el.tagName === 'P' && el.getAttribute('aria-live') === 'polite')!;

/** Runs the fake analysis to 100 %. */
async function finishAnalysis() {
  await pass(25_000);
  expect(liveRegion().textContent).toBe('Profile analysis complete. You can now find a match.');
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'error');
});

describe('ConnectionsScreen', () => {
  it('shows the kept match on arrival, and offers another once the analysis is done', async () => {
    const { server, unmount } = renderScreen({ 'GET /api/simulation/match': () => reply(200, { match }) });
    await pass(0);
    expect(screen.getByRole('heading', { name: /Sam Rivera/ })).toBeTruthy();
    await finishAnalysis();
    expect(button('Find another match')).toBeTruthy();
    unmount();
    await pass(0);
    const sent = server
      .to('POST /api/mobile-chat/companion/interactions')
      .flatMap((r) => (r.body as { interactions: { type: string; content: string }[] }).interactions);
    expect(sent.map((i) => [i.type, i.content])).toEqual([['profile_view', 'Sam Rivera']]);
  });

  it('waits for the analysis before it offers to find a match', async () => {
    renderScreen({});
    expect((button('Waiting for analysis…') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Your match will appear here')).toBeTruthy();
    await finishAnalysis();
    expect((button('Find match & start simulation') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the search under way, then the match found, and announces it', async () => {
    const search = deferredReply();
    const { server } = renderScreen({ 'POST /api/simulation/match': search.handler });
    await finishAnalysis();
    fireEvent.click(button('Find match & start simulation'));
    await pass(0);
    expect((button(/Finding your match…/) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Looking for your person…')).toBeTruthy();
    search.release(found());
    await pass(0);
    expect(screen.getByRole('heading', { name: /Sam Rivera/ })).toBeTruthy();
    expect(liveRegion().textContent).toBe('Match found: Sam Rivera, 31, Lisbon.');
    expect(toast.success).toHaveBeenCalledWith('Match found', { description: 'Maya found someone who loves books too.' });
    expect(button('Find another match')).toBeTruthy();
    expect(server.to('POST /api/simulation/match')).toHaveLength(1);
  });

  it('says what went wrong when no match can be found, and when signed out', async () => {
    let attempt = 0;
    renderScreen({
      'POST /api/simulation/match': () => (++attempt === 1 ? reply(500) : reply(401, { message: 'Please log in to continue' })),
    });
    await finishAnalysis();
    fireEvent.click(button('Find match & start simulation'));
    await pass(0);
    expect(toast.error).toHaveBeenLastCalledWith(TOAST_ERROR_TITLE, { description: MESSAGES.findMatch });
    expect(liveRegion().textContent).toBe(MESSAGES.findMatch);
    fireEvent.click(button('Find match & start simulation'));
    await pass(0);
    expect(toast.error).toHaveBeenLastCalledWith(TOAST_ERROR_TITLE, { description: MESSAGES.signIn });
    expect(screen.queryByRole('heading', { name: /Sam Rivera/ })).toBeNull();
  });

  it('simulates a first chat with the match and then offers the channels: WhatsApp on the phone, or the full week', async () => {
    const { server, onWatchFullWeek } = renderScreen({
      'POST /api/simulation/match': found,
      'POST /api/simulation/conversation': () => reply(200, conversation),
      'GET /api/handoff/contact': () => reply(200, { whatsapp_number: '14155238886', whatsapp_chat_link: 'https://wa.me/14155238886' }),
    });
    await finishAnalysis();
    expect(button('Skip to the full week')).toBeTruthy();
    fireEvent.click(button('Find match & start simulation'));
    await pass(0);
    fireEvent.click(button('Start conversation simulation'));
    await pass(0);
    // The server simulates with the kept match (and its seed): the client sends no match back.
    expect(server.to('POST /api/simulation/conversation').map((r) => r.body)).toEqual([{}]);
    expect(liveRegion().textContent).toBe('Conversation simulated. 82% compatible. Decision: YES.');
    expect(screen.getByText('Hey! Swim tomorrow?')).toBeTruthy();
    await pass(0);
    // A chat with Maya's number, with exactly the spec's hello.
    const whatsapp = screen.getByRole('link', { name: /Open WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/14155238886?text=hey%20this%20is%20Alex');
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Skip to the full week' })).toBeNull();
    fireEvent.click(button('Watch the full week'));
    expect(onWatchFullWeek).toHaveBeenCalledTimes(1);
  });

  it('keeps the match and says so when the simulation fails', async () => {
    renderScreen({
      'POST /api/simulation/match': found,
      'POST /api/simulation/conversation': () => reply(409, { message: MESSAGES.busy }),
    });
    await finishAnalysis();
    fireEvent.click(button('Find match & start simulation'));
    await pass(0);
    fireEvent.click(button('Start conversation simulation'));
    await pass(0);
    expect(toast.error).toHaveBeenCalledWith(TOAST_ERROR_TITLE, { description: MESSAGES.busy });
    expect(liveRegion().textContent).toBe(MESSAGES.busy);
    expect(screen.getByRole('heading', { name: /Sam Rivera/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open WhatsApp/ })).toBeNull();
  });
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, reply, stubFetch, type StubHandler } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { SURE_OF_ALL, followUp } from '../lib/test-fixtures';
import { FollowUpScreen } from './follow-up-screen';

const GET = 'GET /api/profile/follow-up';
const ANSWER = 'POST /api/profile/follow-up/answers';
const STOP = 'POST /api/profile/follow-up/stop';

function renderScreen(handlers: Record<string, StubHandler>) {
  const server = stubFetch(handlers);
  render(<FollowUpScreen />, { wrapper: providers(undefined, '/sharpen') });
  return server;
}

const group = (name: string) => screen.findByRole('radiogroup', { name });
const progress = () => screen.getByText(/^Question \d+ of up to 24$/);
const radio = (g: HTMLElement, name: string) => within(g).getByRole('radio', { name });

describe('the follow-up screen (issue 33)', () => {
  it('asks one statement, named by its text, with five labelled choices and the progress said politely', async () => {
    renderScreen({ [GET]: () => reply(200, followUp()) });
    const choices = await group('Statement 1 about you.');
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Not me at all', 'Not really me', 'Somewhere in between', 'Quite like me', 'Very much me']);
    expect(progress().textContent).toBe('Question 1 of up to 24');
    expect(progress().getAttribute('aria-live')).toBe('polite');
  });

  it('saves a tapped answer at once, shows it chosen while it saves, then the next statement with focus on it', async () => {
    const saved = deferredReply();
    const server = renderScreen({ [GET]: () => reply(200, followUp()), [ANSWER]: saved.handler });
    fireEvent.click(radio(await group('Statement 1 about you.'), 'Quite like me'));
    expect(radio(await group('Statement 1 about you.'), 'Quite like me').getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Questions answered' }).getAttribute('aria-valuenow')).toBe('1'));
    expect(server.to(ANSWER).map((r) => r.body)).toEqual([{ item_id: 'statement-1', answer: 4 }]);
    await act(async () => saved.release(reply(200, followUp({ answered: 1 }))));
    const next = await group('Statement 2 about you.');
    expect(progress().textContent).toBe('Question 2 of up to 24');
    expect(document.activeElement).toBe(radio(next, 'Not me at all'));
  });

  it('chooses with the arrow keys and answers with Enter only', async () => {
    const server = renderScreen({ [GET]: () => reply(200, followUp()), [ANSWER]: () => reply(200, followUp({ answered: 1 })) });
    const choices = await group('Statement 1 about you.');
    const first = radio(choices, 'Not me at all');
    expect(first.tabIndex).toBe(0);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    fireEvent.keyDown(radio(choices, 'Not really me'), { key: 'ArrowDown' });
    fireEvent.keyDown(radio(choices, 'Somewhere in between'), { key: 'ArrowUp' });
    const chosen = radio(choices, 'Not really me');
    expect(chosen.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(chosen);
    expect(chosen.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    expect(server.to(ANSWER)).toHaveLength(0);
    fireEvent.keyDown(chosen, { key: 'Enter' });
    await group('Statement 2 about you.');
    expect(server.to(ANSWER).map((r) => r.body)).toEqual([{ item_id: 'statement-1', answer: 2 }]);
  });

  it('says in words when an answer did not save, puts the count back, and saves it on Try again', async () => {
    let attempts = 0;
    const server = renderScreen({
      [GET]: () => reply(200, followUp({ answered: 3 })),
      [ANSWER]: () => (++attempts === 1 ? 'network-error' : reply(200, followUp({ answered: 4 }))),
    });
    fireEvent.click(radio(await group('Statement 4 about you.'), 'Very much me'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't reach Maya. Your earlier answers are safe");
    expect(screen.getByRole('progressbar', { name: 'Questions answered' }).getAttribute('aria-valuenow')).toBe('3');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await group('Statement 5 about you.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.to(ANSWER).map((r) => r.body)).toEqual([
      { item_id: 'statement-4', answer: 5 },
      { item_id: 'statement-4', answer: 5 },
    ]);
  });

  it('settles on where the server is when the statement was already answered elsewhere (409)', async () => {
    let reads = 0;
    renderScreen({
      [GET]: () => reply(200, ++reads === 1 ? followUp({ answered: 2 }) : followUp({ answered: 5 })),
      [ANSWER]: () => reply(409, { code: 'not_asked', message: 'That statement is not the one being asked' }),
    });
    fireEvent.click(radio(await group('Statement 3 about you.'), 'Not me at all'));
    await group('Statement 6 about you.');
    expect(screen.getByRole('alert').textContent).toContain('This moved on elsewhere');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("'Stop here' ends it: what was answered counts, and each trait's certainty is shown", async () => {
    const server = renderScreen({
      [GET]: () => reply(200, followUp({ answered: 2 })),
      [STOP]: () => reply(200, followUp({ answered: 2, status: 'done', next: null, stop: 'stopped' })),
    });
    await group('Statement 3 about you.');
    fireEvent.click(screen.getByRole('button', { name: 'Stop here' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, that helps' })).toBeTruthy();
    expect(screen.getByText('You stopped here, and every answer you gave counts.')).toBeTruthy();
    expect(screen.getAllByTestId('certainty-change')).toHaveLength(6);
    expect(server.to(STOP)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'See your profile' }).getAttribute('href')).toBe('/reveal');
  });

  it("says so when 'Stop here' did not save, and stops on Try again", async () => {
    let attempts = 0;
    renderScreen({
      [GET]: () => reply(200, followUp({ answered: 1 })),
      [STOP]: () => (++attempts === 1 ? reply(500) : reply(200, followUp({ answered: 1, status: 'done', next: null, stop: 'stopped' }))),
    });
    await group('Statement 2 about you.');
    fireEvent.click(screen.getByRole('button', { name: 'Stop here' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("That didn't save. Please try again.");
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, that helps' })).toBeTruthy();
  });

  it('ends on each trait before → after once the answers reach the target, with focus on the summary', async () => {
    renderScreen({
      [GET]: () => reply(200, followUp()),
      [ANSWER]: () => reply(200, followUp({ answered: 1, status: 'done', next: null, stop: 'target' }, SURE_OF_ALL)),
    });
    fireEvent.click(radio(await group('Statement 1 about you.'), 'Somewhere in between'));
    const heading = await screen.findByRole('heading', { name: 'Thank you, that helps' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Maya is now sure enough of all six traits, so that was the last one.')).toBeTruthy();
    const rows = screen.getAllByTestId('certainty-change').map((row) => row.textContent);
    expect(rows).toContain('Emotionalitywas Still learningnow Sure');
    expect(rows).toContain('Extraversionwas Fairly surenow Sure');
    expect(rows).toContain('Honesty-Humilitywas Surenow Sure');
  });

  it('resumes where the server is after a reload, and fails to load in words with a retry', async () => {
    let reads = 0;
    renderScreen({ [GET]: () => (++reads === 1 ? reply(500) : reply(200, followUp({ answered: 7 }))) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load your questions just now.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await group('Statement 8 about you.');
    expect(progress().textContent).toBe('Question 8 of up to 24');
  });

  it('ends on the limit with its own words', async () => {
    renderScreen({ [GET]: () => reply(200, followUp({ answered: 12, status: 'done', next: null, stop: 'limit' }, SURE_OF_ALL)) });
    expect(await screen.findByText('That was the last question for now. Thank you for every answer.')).toBeTruthy();
  });

  it('points to the assessment when there is no profile yet (404)', async () => {
    renderScreen({ [GET]: () => reply(404, { code: 'not_found', message: 'No completed assessment' }) });
    expect((await screen.findByRole('link', { name: 'Start the assessment' })).getAttribute('href')).toBe('/onboarding');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import type { CheckIn } from '@shared/schemas/check-ins';
import { CHECK_IN_TEXT } from '../lib/check-in-text';
import { DateCheckIns } from './date-check-ins';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const checkIn = (over: Partial<CheckIn> = {}): CheckIn => ({
  id: ID,
  firstName: 'Bruno',
  dateStart: '2026-12-05T18:00:00.000Z',
  status: 'pending',
  next: 'met',
  answers: { met: null, rating: null, again: null },
  ...over,
});

describe('the check-ins on /done (issue 41)', () => {
  it('shows nothing without a check-in, and nothing for a closed one', async () => {
    const server = stubFetch({ 'GET /api/check-ins': () => reply(200, { checkIns: [checkIn({ status: 'expired', next: null })] }) });
    render(<DateCheckIns />, { wrapper: providers() });
    await waitFor(() => expect(server.to('GET /api/check-ins')).toHaveLength(1));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText(/Your date with/)).toBeNull();
  });

  it('asks met, then how it was, then again, posting each answer; then thanks', async () => {
    let current = checkIn();
    const server = stubFetch({
      'GET /api/check-ins': () => reply(200, { checkIns: [current] }),
      [`POST /api/check-ins/${ID}/answers`]: ({ body }) => {
        const a = body as { met?: boolean; rating?: number; again?: string };
        if (a.met !== undefined) current = checkIn({ next: 'rating', answers: { met: true, rating: null, again: null } });
        if (a.rating !== undefined) current = checkIn({ next: 'again', answers: { met: true, rating: a.rating, again: null } });
        if (a.again !== undefined) current = checkIn({ status: 'answered', next: null, answers: { met: true, rating: 4, again: 'yes' } });
        return reply(200, current);
      },
    });
    render(<DateCheckIns />, { wrapper: providers() });
    expect(await screen.findByText('Your date with Bruno on Saturday, Dec 5')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Did you meet?' })).getByRole('button', { name: 'Yes, we met' }));
    const rating = await screen.findByRole('group', { name: /How was it\?/ });
    expect(
      within(rating)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(within(rating).getByRole('button', { name: '4' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(CHECK_IN_TEXT.thanks)).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
    expect(server.to(`POST /api/check-ins/${ID}/answers`).map((r) => r.body)).toEqual([{ met: true }, { rating: 4 }, { again: 'yes' }]);
  });

  it('shows an open one first, the rest behind "Show N more", which tells the count and moves focus to what it brought in', async () => {
    const answered = (n: number, firstName: string) =>
      checkIn({
        id: `3f2504e0-4f89-41d3-9a0c-0305e82c330${n}`,
        firstName,
        status: 'answered',
        next: null,
        dateStart: `2026-12-0${n}T18:00:00Z`,
      });
    stubFetch({
      'GET /api/check-ins': () => reply(200, { checkIns: [answered(6, 'Caio'), checkIn(), answered(4, 'Davi')] }),
    });
    render(<DateCheckIns />, { wrapper: providers() });
    await screen.findByText('Your date with Bruno on Saturday, Dec 5');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Showing 1 of 3')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Show 2 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Your date with Bruno on Saturday, Dec 5',
      'Your date with Caio on Sunday, Dec 6',
      'Your date with Davi on Friday, Dec 4',
    ]);
    expect(screen.getByText('Showing all 3')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your date with Caio on Sunday, Dec 6'));
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

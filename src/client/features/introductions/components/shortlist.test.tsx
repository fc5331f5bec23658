import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import type { ProposalCard as Card } from '@shared/schemas/shortlist';
import { SHORTLIST_TEXT } from '../lib/proposal-text';
import { ProposalCard } from './proposal-card';
import { Shortlist } from './shortlist';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const card = (over: Partial<Card> = {}): Card => ({
  id: ID,
  firstName: 'Ana',
  age: 30,
  area: 'Lisbon, Portugal',
  summary: 'Thoughtful and warm.',
  weekLines: [
    { from: 'you', text: 'Is a slow walk by the river a good first plan?' },
    { from: 'Ana', text: 'The best kind. Coffee after?' },
  ],
  sharedInterests: ['museums', 'coffee'],
  whyItFits: ['You both light up about museums'],
  myDecision: null,
  myReason: null,
  state: 'new',
  expiresAt: '2026-12-02T12:00:00.000Z',
  introducedAt: null,
  ...over,
});

const renderCard = (c: Card) => {
  const onDecide = vi.fn();
  const onSafety = vi.fn();
  render(<ProposalCard card={c} pending={null} onDecide={onDecide} onSafety={onSafety} />);
  return { onDecide, onSafety };
};

describe('a proposal card (issue 31)', () => {
  it('shows who, the week, shared interests and why, with Approve / Pass / Block / Report named', () => {
    const { onDecide, onSafety } = renderCard(card());
    expect(screen.getByRole('heading', { name: 'Ana, 30 · Lisbon, Portugal' })).toBeTruthy();
    expect(screen.getByText('Thoughtful and warm.')).toBeTruthy();
    expect(screen.getByText('The best kind. Coffee after?')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Shared interests' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('You both light up about museums')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve Ana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pass on Ana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Report Ana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block Ana' }));
    expect(onDecide.mock.calls).toEqual([['approve'], ['pass']]);
    expect(onSafety.mock.calls).toEqual([['report'], ['block']]);
  });

  it.each([
    ['waiting', 'Waiting for Ana'],
    ['introduced', SHORTLIST_TEXT.introduced],
    ['expired', SHORTLIST_TEXT.expired],
  ] as const)('in state %s says "%s" and offers no decision', (state, text) => {
    renderCard(card({ state, myDecision: state === 'expired' ? null : 'approve' }));
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('button', { name: /Approve|Pass/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Block Ana' })).toBeTruthy();
  });
});

describe('a pass and its optional reason (issue 41)', () => {
  it('offers the four reasons after a pass, and shows the one given', () => {
    const onReason = vi.fn();
    const { rerender } = render(
      <ProposalCard
        card={card({ state: 'passed', myDecision: 'pass' })}
        pending={null}
        onDecide={vi.fn()}
        onSafety={vi.fn()}
        onReason={onReason}
      />,
    );
    const reasons = screen.getByRole('group', { name: 'Why you passed on Ana (optional)' });
    expect(
      within(reasons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Not my type', 'Too far', 'Not looking for this', 'Not now']);
    fireEvent.click(within(reasons).getByRole('button', { name: 'Too far' }));
    expect(onReason.mock.calls).toEqual([['too_far']]);
    rerender(
      <ProposalCard
        card={card({ state: 'passed', myDecision: 'pass', myReason: 'too_far' })}
        pending={null}
        onDecide={vi.fn()}
        onSafety={vi.fn()}
        onReason={onReason}
      />,
    );
    expect(screen.queryByRole('group', { name: /Why you passed/ })).toBeNull();
    expect(screen.getByText('You said: Too far. Only Maya sees it.')).toBeTruthy();
  });

  it('sends the reason with the pass, from the shortlist', async () => {
    let current = card({ state: 'passed', myDecision: 'pass' });
    const server = stubFetch({
      'GET /api/agent/shortlist': () => reply(200, { proposals: [current] }),
      [`POST /api/agent/proposals/${ID}/decision`]: () => {
        current = card({ state: 'passed', myDecision: 'pass', myReason: 'not_now' });
        return reply(200, current);
      },
      'GET /api/automation': () =>
        reply(200, { status: 'active', stats: { profilesAnalyzed: 1, matchesFound: 1, conversationsStarted: 1 } }),
    });
    render(<Shortlist />, { wrapper: providers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('You said: Not now. Only Maya sees it.')).toBeTruthy();
    expect(server.to(`POST /api/agent/proposals/${ID}/decision`)[0]!.body).toEqual({ decision: 'pass', reason: 'not_now' });
  });
});

describe('the shortlist on /done', () => {
  it('says the agent is at work when there is nothing yet', async () => {
    stubFetch({ 'GET /api/agent/shortlist': () => reply(200, { proposals: [] }) });
    render(<Shortlist />, { wrapper: providers() });
    expect(await screen.findByText(SHORTLIST_TEXT.empty)).toBeTruthy();
  });

  it('approves, then shows waiting with focus on it', async () => {
    let current = card();
    const server = stubFetch({
      'GET /api/agent/shortlist': () => reply(200, { proposals: [current] }),
      [`POST /api/agent/proposals/${ID}/decision`]: () => {
        current = card({ state: 'waiting', myDecision: 'approve' });
        return reply(200, current);
      },
      'GET /api/automation': () =>
        reply(200, { status: 'active', stats: { profilesAnalyzed: 1, matchesFound: 1, conversationsStarted: 1 } }),
    });
    render(<Shortlist />, { wrapper: providers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Ana' }));
    const status = await screen.findByText('Waiting for Ana');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(server.to(`POST /api/agent/proposals/${ID}/decision`)[0]!.body).toEqual({ decision: 'approve' });
  });

  it('reports with a reason in a dialog, and blocks too, leaving focus on the list', async () => {
    const server = stubFetch({
      'GET /api/agent/shortlist': () =>
        reply(200, { proposals: server.to(`POST /api/agent/proposals/${ID}/report`).length ? [] : [card()] }),
      [`POST /api/agent/proposals/${ID}/report`]: () => reply(200, { proposals: [] }),
      'GET /api/automation': () =>
        reply(200, { status: 'active', stats: { profilesAnalyzed: 1, matchesFound: 0, conversationsStarted: 1 } }),
    });
    render(<Shortlist />, { wrapper: providers() });
    fireEvent.click(await screen.findByRole('button', { name: 'Report Ana' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Ana', hidden: true });
    const send = within(dialog).getByRole('button', { name: 'Send report', hidden: true }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I feel unsafe', hidden: true }));
    fireEvent.click(send);
    await waitFor(() => expect(server.to(`POST /api/agent/proposals/${ID}/report`)).toHaveLength(1));
    expect(server.to(`POST /api/agent/proposals/${ID}/report`)[0]!.body).toEqual({ reason: 'unsafe', block: true });
    expect(await screen.findByText(SHORTLIST_TEXT.empty)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('shortlist-title'));
  });
});

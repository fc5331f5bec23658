import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers, testQueryClient } from '../../../../../tests/dom-support/providers';
import { followUp } from '../lib/test-fixtures';
import { SharpenCard } from './sharpen-card';

const renderCard = (body: unknown, status = 200) => {
  const server = stubFetch({ 'GET /api/profile/follow-up': () => reply(status, body) });
  const client = testQueryClient();
  render(<SharpenCard />, { wrapper: providers(client, '/done') });
  return { server, client };
};

describe("'Sharpen your profile' card (issue 33)", () => {
  it('names the traits Maya is least sure of, says what answering costs and changes, and starts the follow-up', async () => {
    renderCard(followUp());
    const card = await screen.findByRole('region', { name: 'Sharpen your profile' });
    expect(card.textContent).toContain('Maya is least sure about your Emotionality and Openness to Experience.');
    expect(card.textContent).toContain('Answer up to 24 quick questions (about 4 minutes) and your matches get more accurate.');
    fireEvent.click(screen.getByRole('link', { name: 'Sharpen my profile' }));
    expect(screen.getByTestId('location').textContent).toBe('/sharpen');
  });

  it('offers to continue a follow-up under way, counting only what is left', async () => {
    renderCard(followUp({ answered: 9 }));
    const card = await screen.findByRole('region', { name: 'Sharpen your profile' });
    expect(card.textContent).toContain('Answer up to 15 more quick questions (about 3 minutes)');
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toBeTruthy();
  });

  it('is gone once the follow-up is done', async () => {
    const { client } = renderCard(followUp({ status: 'done', answered: 12, next: null, stop: 'limit' }));
    await waitFor(() => expect(client.getQueryState(['profile', 'follow-up'])?.status).toBe('success'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each([
    [404, { code: 'not_found', message: 'No completed assessment' }],
    [500, undefined],
  ])('hides quietly when it cannot load (%i)', async (status, body) => {
    const { client } = renderCard(body, status);
    await waitFor(() => expect(client.getQueryState(['profile', 'follow-up'])?.status).toBe('error'));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

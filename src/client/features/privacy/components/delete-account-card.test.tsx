import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES } from '@shared/schemas/privacy';
import { reply, stubFetch, type StubHandler } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { DeleteAccountCard } from './delete-account-card';

const EMAIL = 'ada@example.com';
const account = (minutesLeft: number) =>
  reply(200, {
    email: EMAIL,
    signed_in_at: new Date(Date.now() - 60_000).toISOString(),
    can_delete_until: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
  });

function open(handlers: Record<string, StubHandler>) {
  const server = stubFetch(handlers);
  const onSignIn = vi.fn();
  const onDeleted = vi.fn();
  render(<DeleteAccountCard email={EMAIL} onSignIn={onSignIn} signingIn={false} onDeleted={onDeleted} />, {
    wrapper: providers(undefined, '/privacypolicy'),
  });
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return { server, onSignIn, onDeleted };
}

const confirmField = () => screen.findByLabelText(/to confirm/);
const deleteButton = () => screen.getAllByRole('button', { name: 'Delete my account' }).at(-1)!;

describe('DeleteAccountCard', () => {
  it('deletes only once the account’s e-mail is typed, then hands over to the caller', async () => {
    const { server, onDeleted } = open({
      'GET /api/privacy/account': () => account(9),
      'POST /api/privacy/delete-account': () => reply(204),
    });
    fireEvent.change(await confirmField(), { target: { value: 'ada@example.org' } });
    expect((deleteButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(await confirmField(), { target: { value: ' ADA@example.com' } });
    fireEvent.click(deleteButton());
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(server.to('POST /api/privacy/delete-account').map((r) => r.body)).toEqual([{ email: 'ADA@example.com' }]); // an e-mail field trims it
  });

  it('asks to sign in again first when the sign-in is older than 10 minutes, without offering to delete', async () => {
    const { server, onSignIn } = open({ 'GET /api/privacy/account': () => account(-1) });
    expect(await screen.findByText(PRIVACY_MESSAGES.signInAgain)).toBeTruthy();
    expect(screen.queryByLabelText(/to confirm/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    expect(server.to('POST /api/privacy/delete-account')).toEqual([]);
  });

  it('turns into sign in again when the server says the sign-in is too old', async () => {
    open({
      'GET /api/privacy/account': () => account(1),
      'POST /api/privacy/delete-account': () => reply(403, { code: 'sign_in_again', message: PRIVACY_MESSAGES.signInAgain }),
    });
    fireEvent.change(await confirmField(), { target: { value: EMAIL } });
    fireEvent.click(deleteButton());
    expect(await screen.findByRole('button', { name: 'Sign in again' })).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the dialog open when something fails', async () => {
    const { onDeleted } = open({
      'GET /api/privacy/account': () => account(9),
      'POST /api/privacy/delete-account': () => reply(500, { code: 'internal', message: 'boom' }),
    });
    fireEvent.change(await confirmField(), { target: { value: EMAIL } });
    fireEvent.click(deleteButton());
    expect((await screen.findByRole('alert')).textContent).toBe('We could not delete your account. Nothing was deleted; please try again.');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/to confirm/)).toBeTruthy();
  });
});

import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { useDevChat } from '../api/get-dev-chat';
import { DevChat } from './dev-chat';
import { DevChatHeader } from './dev-chat-header';
import { DevChatNotice } from './dev-chat-notice';
import { DevConnectPrompt } from './dev-connect-prompt';

/**
 * /dev/messenger (issue 32 item 1): with neither Telegram nor WhatsApp configured, this is Maya's
 * messaging app. The API exists only with the built-in sign-in provider: a 404 means it is off here.
 */
export function DevMessengerScreen({ signedIn }: { signedIn: boolean }) {
  const chat = useDevChat({ enabled: signedIn });
  const status = chat.error instanceof ApiError ? chat.error.status : null;
  const body = () => {
    if (!signedIn || status === 401)
      return (
        <DevChatNotice
          title="Sign in to chat with Maya"
          action={
            <Button asChild size="lg">
              <Link to={paths.auth} state={{ from: paths.devMessenger }}>
                Sign in
              </Link>
            </Button>
          }
        >
          Your messages with Maya are yours alone: sign in, then come back to this page.
        </DevChatNotice>
      );
    if (status === 404)
      return (
        <DevChatNotice title="The embedded messenger is off" action={<BackToMaya />}>
          This server sends Maya&apos;s messages through Telegram or WhatsApp, so the development chat is not available. Connect your
          messaging app on your Maya page.
        </DevChatNotice>
      );
    if (chat.isError)
      return (
        <DevChatNotice
          title="The chat didn't load"
          action={
            <Button size="lg" onClick={() => void chat.refetch()} disabled={chat.isFetching}>
              Try again
            </Button>
          }
        >
          Check your connection and try again.
        </DevChatNotice>
      );
    if (!chat.data)
      return (
        <div className="grid flex-1 place-items-center">
          <Spinner label="Opening your chat" />
        </div>
      );
    return chat.data.connected ? <DevChat chat={chat.data} /> : <DevConnectPrompt />;
  };
  return (
    <div className="flex h-dvh flex-col bg-ink bg-[radial-gradient(40rem_24rem_at_50%_-10%,rgba(124,92,255,0.20),transparent_60%)]">
      <DevChatHeader connected={chat.data?.connected ?? null} />
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        {body()}
      </main>
    </div>
  );
}

function BackToMaya() {
  return (
    <Button asChild size="lg" variant="secondary">
      <Link to={paths.done}>Open your Maya page</Link>
    </Button>
  );
}

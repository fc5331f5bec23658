import { Spinner } from '@client/components/ui/spinner';
import { ChatHeader } from './chat-header';

/** Spec §4.6 mobile session 'connecting': the chat's frame while the link is checked. */
export function ConnectingScreen() {
  return (
    <div className="flex h-dvh flex-col bg-ink">
      <ChatHeader status="connecting" speakerMuted onToggleSpeaker={() => undefined} />
      <main id="main" className="grid flex-1 place-items-center">
        <Spinner label="Connecting to your conversation" className="text-maya-light" />
      </main>
    </div>
  );
}

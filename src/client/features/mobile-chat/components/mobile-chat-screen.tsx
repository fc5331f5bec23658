import { useEffect, useState, type ReactNode } from 'react';
import { sessionExpiresText } from '../lib/session-expiry';
import type { ChatSession } from '@shared/schemas/mobile-chat';
import { useChat } from '../hooks/use-chat';
import { useInteractionQueue } from '@client/lib/interactions/use-interaction-queue';
import { useSpeaker } from '../hooks/use-speaker';
import { useVoice } from '../hooks/use-voice';
import { speakReply } from '../lib/speak';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MayaKnowsPanel } from './maya-knows-panel';
import { MessageList } from './message-list';
import { VoicePanel } from './voice-panel';

/** The remaining hours, re-read every minute. */
function useExpiryText(expiresAt: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return sessionExpiresText(expiresAt, now);
}

export type MobileChatScreenProps = {
  session: ChatSession;
  onSessionGone: (error: unknown) => void;
  /** 'Sharpen your profile' (issue 33) for 'What Maya knows', assembled by the route (signed in on this device only). */
  sharpen?: ReactNode;
};

/** /mobile-chat, connected (spec §2.15): made for a phone held in one hand, keyboard open. */
export function MobileChatScreen({ session, onSessionGone, sharpen }: MobileChatScreenProps) {
  const speaker = useSpeaker();
  const chat = useChat(session, {
    onSessionGone,
    onReply: (message) => {
      if (!speaker.muted) void speakReply(message, session.voice.speech);
    },
  });
  const voice = useVoice((recording) => void chat.sendRecording(recording));
  const expires = useExpiryText(session.expires_at);
  // Issue 14: what the person does in the chat beside messages (which the server records itself).
  const interactions = useInteractionQueue();
  const [knowsOpen, setKnowsOpen] = useState(false);
  const { record } = interactions;
  useEffect(() => {
    record({ type: 'context_change', content: null, context: { situation: 'mobile_chat_opened' } });
  }, [record]);
  // Turning voice on means talking with Maya: she answers out loud too (the header can mute her).
  const { setMuted } = speaker;
  useEffect(() => {
    if (voice.state === 'enabled') setMuted(false);
  }, [voice.state, setMuted]);

  return (
    <div className="flex h-dvh flex-col bg-ink bg-[radial-gradient(40rem_24rem_at_50%_-10%,rgba(124,92,255,0.20),transparent_60%)]">
      <ChatHeader
        status="connected"
        speakerMuted={speaker.muted}
        onToggleSpeaker={speaker.toggle}
        onOpenKnowledge={() => setKnowsOpen(true)}
      />
      {knowsOpen && <MayaKnowsPanel onClose={() => setKnowsOpen(false)} sharpen={sharpen} />}
      <main id="main" className="flex min-h-0 flex-1 flex-col">
        <MessageList
          messages={chat.messages}
          streaming={chat.streaming}
          name={session.name}
          onPrompt={(text) => void chat.send(text)}
          onRetry={chat.retry}
        />
        <div className="border-t border-white/10 bg-ink/90 px-3 pt-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur-xl sm:px-6">
          <div className="mx-auto flex max-w-2xl flex-col gap-2">
            <VoicePanel voice={voice} busy={chat.pending} />
            <Composer pending={chat.pending} onSend={chat.send} />
            <footer className="text-center text-[0.7rem] text-white/45">{expires}</footer>
          </div>
        </div>
      </main>
    </div>
  );
}

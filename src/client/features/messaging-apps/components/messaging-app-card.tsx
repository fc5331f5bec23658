import { MessagesSquare, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useConnections } from '../api/get-connections';
import { channelState } from '../lib/connections-view';
import { ChannelRow } from './channel-row';
import { DisconnectButton } from './disconnect-button';
import { PreferredChannel } from './preferred-channel';
import { TelegramConnect } from './telegram-connect';
import { WaitingMessages } from './waiting-messages';

/**
 * 'Maya in your messaging app' (issue 32 item 2) on /done and /connect-chat: Telegram's one-time
 * deep link and QR, WhatsApp's verification, the development chat when this server has it, where
 * Maya writes, and Disconnect per chat.
 */
export function MessagingAppCard() {
  const connections = useConnections();
  const view = connections.data;
  return (
    <section
      aria-labelledby="messaging-app-heading"
      className="w-full rounded-3xl border border-white/10 bg-night/80 p-4 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-2xl bg-maya/15 text-maya-light">
          <MessagesSquare className="size-5" />
        </span>
        <h2 id="messaging-app-heading" className="text-lg font-semibold tracking-tight sm:text-xl">
          Maya in your messaging app
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-white/70">
        Approve matches, plan dates and talk with Maya where you already chat. Connect one or both.
      </p>
      {connections.isError && !view ? (
        <div role="alert" className="mt-5 flex flex-col items-start gap-3 rounded-2xl bg-red-400/10 p-4 text-sm text-red-100">
          <p>We couldn&rsquo;t load your chats just now.</p>
          <Button size="sm" variant="secondary" onClick={() => void connections.refetch()} disabled={connections.isFetching}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : !view ? (
        <div aria-hidden="true" className="mt-5 h-40 animate-pulse rounded-2xl bg-white/5" />
      ) : (
        <div className="mt-5 flex flex-col gap-4">
          <PreferredChannel view={view} />
          <ul className="flex flex-col gap-3">
            <ChannelRow name="Telegram" state={channelState(view, 'telegram')}>
              {channelState(view, 'telegram') === 'connected' ? (
                <DisconnectButton channel="telegram" />
              ) : view.telegram_link ? (
                <TelegramConnect link={view.telegram_link} />
              ) : (
                <p className="text-sm text-white/60">Telegram isn&apos;t set up on this server.</p>
              )}
            </ChannelRow>
            <ChannelRow name="WhatsApp" state={channelState(view, 'whatsapp')}>
              {channelState(view, 'whatsapp') === 'connected' ? (
                <>
                  <WaitingMessages count={view.connections.find((c) => c.channel === 'whatsapp')?.waiting ?? 0} />
                  <DisconnectButton channel="whatsapp" />
                </>
              ) : (
                <p className="text-sm text-white/70">
                  {channelState(view, 'whatsapp') === 'disconnected' ? 'Maya stopped writing there. ' : ''}
                  <Link to={paths.connectChat} className="font-semibold text-maya-light underline-offset-4 hover:underline">
                    Verify your WhatsApp number
                  </Link>
                  {channelState(view, 'whatsapp') === 'disconnected' ? ', or send START to Maya there.' : ' and Maya writes to you there.'}
                </p>
              )}
            </ChannelRow>
            {view.dev_chat && (
              <ChannelRow name="Development chat" state={channelState(view, 'dev')}>
                <p className="text-sm text-white/70">
                  With no Telegram or WhatsApp set up, this browser page is the messaging app.{' '}
                  <Link to={paths.devMessenger} className="font-semibold text-maya-light underline-offset-4 hover:underline">
                    Open the development chat
                  </Link>
                </p>
                {channelState(view, 'dev') === 'connected' && <DisconnectButton channel="dev" />}
              </ChannelRow>
            )}
          </ul>
        </div>
      )}
    </section>
  );
}

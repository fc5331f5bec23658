import { Unlink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import type { MessengerChannel } from '@shared/schemas/messenger';
import { useDisconnectChannel } from '../api/disconnect-channel';
import { CHANNEL_NAMES } from '../lib/connections-view';

/** One button, then one confirmation: Maya stops writing to that chat (and says goodbye there once). */
export function DisconnectButton({ channel }: { channel: MessengerChannel }) {
  const disconnect = useDisconnectChannel();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const name = CHANNEL_NAMES[channel];
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!confirming)
    return (
      <Button ref={askRef} size="sm" variant="outline" onClick={() => setConfirming(true)} aria-label={`Disconnect ${name}`}>
        <Unlink aria-hidden="true" />
        Disconnect
      </Button>
    );
  return (
    <div role="group" aria-label={`Disconnect ${name}?`} className="flex w-full flex-col gap-2 rounded-2xl bg-red-400/10 p-3 text-sm">
      <p className="text-red-100">Disconnect {name}? Maya stops writing there at once; you can connect it again here.</p>
      <div className="flex gap-2">
        <Button
          ref={confirmRef}
          size="sm"
          className="bg-red-300 text-ink shadow-none hover:bg-red-200"
          disabled={disconnect.isPending}
          aria-busy={disconnect.isPending}
          onClick={() =>
            disconnect.mutate(channel, {
              onSuccess: () => toast.success(`${name} disconnected`, { description: 'Maya sent one last message there.' }),
              onError: () => toast.error("Couldn't disconnect", { description: 'Please try again.' }),
              onSettled: () => setConfirming(false),
            })
          }
        >
          Yes, disconnect
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          Keep it
        </Button>
      </div>
    </div>
  );
}

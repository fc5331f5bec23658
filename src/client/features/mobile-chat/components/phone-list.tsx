import { X } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import type { ChatDevice } from '@shared/schemas/mobile-chat';
import { useChatSessions } from '../api/list-chat-sessions';
import { useEndChatSession } from '../api/end-chat-session';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

function describe(device: ChatDevice) {
  if (device.status === 'waiting') return { name: 'Link not opened yet', detail: `Made at ${time(device.created_at)}`, action: 'Revoke' };
  return { name: device.device ?? 'A phone', detail: `Chatting since ${time(device.opened_at ?? device.created_at)}`, action: 'End' };
}

/** The person's phones chatting with Maya and links not opened yet; any of them can be ended from here. */
export function PhoneList() {
  const sessions = useChatSessions();
  const end = useEndChatSession();
  const list = sessions.data?.sessions ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mt-6 border-t border-white/10 pt-5">
      <h3 className="text-sm font-semibold text-white/85">Your phone chats</h3>
      <ul className="mt-3 flex flex-col gap-2" aria-label="Your phone chats">
        {list.map((device) => {
          const text = describe(device);
          return (
            <li key={device.id} className="flex items-center justify-between gap-3 rounded-2xl bg-white/5 px-4 py-3">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-white">{text.name}</p>
                <p className="text-xs text-white/55">{text.detail}</p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={end.isPending && end.variables === device.id}
                onClick={() =>
                  end.mutate(device.id, {
                    onError: () => toast.error('Error', { description: 'Could not end that chat. Please try again.' }),
                  })
                }
                aria-label={`${text.action}: ${text.name}`}
              >
                <X aria-hidden="true" />
                {text.action}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

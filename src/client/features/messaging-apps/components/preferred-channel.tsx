import { toast } from 'sonner';
import type { MessengerChannel, MessengerConnections } from '@shared/schemas/messenger';
import { useSetPreferred } from '../api/set-preferred';
import { CHANNEL_NAMES, writeTargets } from '../lib/connections-view';

/** Where Maya writes, when more than one chat is connected: a radio group, saved on change. */
export function PreferredChannel({ view }: { view: MessengerConnections }) {
  const save = useSetPreferred();
  const { connected, preferred } = writeTargets(view);
  if (connected.length === 0) return <p className="text-sm text-white/60">Connect a chat below and Maya writes to you there.</p>;
  const choose = (channel: MessengerChannel) =>
    save.mutate(channel, {
      onSuccess: () => toast.success(`Maya writes to ${CHANNEL_NAMES[channel]}`),
      onError: () => toast.error("Couldn't change that", { description: 'Please try again.' }),
    });
  return (
    <fieldset className="flex flex-col gap-2" disabled={save.isPending}>
      <legend className="mb-2 text-sm font-semibold text-white/85">Maya writes to</legend>
      <div className="flex flex-wrap gap-2">
        {connected.map((channel) => (
          <label
            key={channel}
            className={
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-white/15 px-4 text-sm ' +
              'has-[:checked]:border-maya has-[:checked]:bg-maya/15 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-maya'
            }
          >
            <input
              type="radio"
              name="maya-writes-to"
              value={channel}
              checked={(save.isPending ? save.variables : preferred) === channel}
              onChange={() => choose(channel)}
              className="size-4 accent-maya"
            />
            {CHANNEL_NAMES[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

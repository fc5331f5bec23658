import { CheckCircle2 } from 'lucide-react';
import { Spinner } from '@client/components/ui/spinner';
import { useQueue } from '../api/get-queue';
import { QueueItemCard } from './queue-item-card';

/** The queue, oldest first. */
export function QueuePanel() {
  const queue = useQueue();
  if (queue.isPending) return <Spinner label="Reading the queue" />;
  if (queue.isError) return <p role="alert">The queue could not be read: {queue.error.message}</p>;
  const items = queue.data.items;
  return (
    <section aria-labelledby="queue-title" className="flex flex-col gap-4">
      <h2 id="queue-title" className="text-xl font-semibold">
        Queue <span className="text-base font-normal text-white/70">· {items.length} open, oldest first</span>
      </h2>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-3xl border border-white/10 bg-white/5 p-6 text-white/85">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-300" /> Nothing waiting. Reports, automatic flags, pauses and
          appeals appear here.
        </p>
      ) : (
        items.map((item) => <QueueItemCard key={item.key} item={item} />)
      )}
    </section>
  );
}

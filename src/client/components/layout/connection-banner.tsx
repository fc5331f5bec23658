import { WifiOff } from 'lucide-react';
import { useConnectionStatus } from '@client/lib/use-connection-status';

/** §4.6 connection status, shown only when offline: a small bar at the bottom that covers nothing important. */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  if (status !== 'offline') return null;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-3 z-50 flex justify-center px-3">
      <p
        className={
          'pointer-events-auto inline-flex items-center gap-2 rounded-full border border-amber-300/30 bg-ink/95 ' +
          'px-4 py-2 text-sm text-amber-100 shadow-lg shadow-black/40 backdrop-blur'
        }
      >
        <WifiOff className="size-4 text-amber-300" aria-hidden="true" />
        You&apos;re offline. Maya will catch up when you&apos;re back.
      </p>
    </div>
  );
}

import { Spinner } from './spinner';

/** Covers the viewport while the session is being read (spec §2.16). */
export function FullScreenSpinner({ label = 'Loading Maya' }: { label?: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-ink">
      <div className="flex flex-col items-center gap-5">
        <div className="relative grid place-items-center">
          <div aria-hidden="true" className="absolute size-24 rounded-full bg-maya/20 blur-2xl" />
          <Spinner size="lg" label={label} />
        </div>
        <p aria-hidden="true" className="text-sm font-medium tracking-wide text-white/60">
          {label}…
        </p>
      </div>
    </div>
  );
}

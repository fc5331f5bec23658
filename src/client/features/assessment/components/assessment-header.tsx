import { BrandMark } from '@client/components/layout/brand-mark';
import { Progress } from '@client/components/ui/progress';

type AssessmentHeaderProps = {
  /** What the counter says: 'SCENE n OF 8', or a word for the states between scenes. */
  counter: string | null;
  /** 0..100 */
  progress: number;
};

/** 'Maya Assessment', where the person is ('SCENE n OF 8', announced politely) and the progress bar (§2.7). */
export function AssessmentHeader({ counter, progress }: AssessmentHeaderProps) {
  return (
    <header
      className={
        'sticky top-0 z-10 -mx-4 bg-ink/80 px-4 pt-4 pb-4 backdrop-blur-lg sm:static sm:mx-0 sm:bg-transparent ' +
        'sm:px-0 sm:pt-0 sm:backdrop-blur-none'
      }
    >
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2.5">
          <BrandMark className="size-7" />
          <h1 className="text-base font-semibold tracking-tight text-white">Maya Assessment</h1>
        </div>
        <p aria-live="polite" aria-atomic="true" className="min-h-4 text-xs font-semibold tracking-[0.18em] text-white/60 tabular-nums">
          {counter}
        </p>
      </div>
      <Progress value={progress} label="Assessment progress" className="mt-4 h-1.5" />
    </header>
  );
}

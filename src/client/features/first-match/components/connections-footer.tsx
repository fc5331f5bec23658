import { ArrowRight, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { retakeAssessmentPath } from '@client/config/paths';

export type ConnectionsFooterProps = {
  /** Until a conversation is simulated, the footer offers to skip to the full week. */
  simulated: boolean;
  onWatchFullWeek: () => void;
  continuing: boolean;
};

/** Connections are optional: retake the assessment, or skip straight to the full week. */
export function ConnectionsFooter({ simulated, onWatchFullWeek, continuing }: ConnectionsFooterProps) {
  return (
    <footer className="mt-10 flex flex-col items-center gap-4 border-t border-white/10 pt-6 text-center sm:flex-row sm:justify-between sm:text-left">
      <p className="max-w-md text-sm leading-relaxed text-white/65">
        Connections are optional. Skip them anytime; Maya works with your assessment alone.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={retakeAssessmentPath}>
            <RotateCcw aria-hidden="true" />
            Retake assessment
          </Link>
        </Button>
        {!simulated && (
          <Button variant="ghost" size="sm" onClick={onWatchFullWeek} disabled={continuing}>
            Skip to the full week
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </footer>
  );
}

import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { ApiError } from '@client/lib/api-client';
import type { FollowUp, FollowUpItem } from '../lib/follow-up-types';
import { useAnswerFollowUp } from '../api/answer-follow-up';
import { useStopFollowUp } from '../api/stop-follow-up';
import type { BackLink } from '../lib/back-link';
import { failureLine, progressLine } from '../lib/follow-up-copy';
import { StatementStep } from './statement-step';

export type QuestionPanelProps = {
  followUp: FollowUp;
  item: FollowUpItem;
  back: BackLink;
  focusOnMount: boolean;
  onAnswered: () => void;
};

/** The statement being asked, how far along the follow-up is, 'Stop here', and any failure in words with a retry. */
export function QuestionPanel({ followUp, item, back, focusOnMount, onAnswered }: QuestionPanelProps) {
  const answer = useAnswerFollowUp();
  const stop = useStopFollowUp();
  const send = (value: number) => {
    stop.reset();
    onAnswered();
    answer.mutate({ item_id: item.id, answer: value });
  };
  const conflict = answer.error instanceof ApiError && answer.error.status === 409;
  const failure = answer.error ?? stop.error;
  const retry = () => (answer.isError && answer.variables ? send(answer.variables.answer) : stop.mutate());
  const busy = answer.isPending || stop.isPending;
  return (
    <section aria-label="Question">
      <p aria-live="polite" className="text-sm font-semibold text-maya-light">
        {progressLine(item.position, followUp.limit)}
      </p>
      <Progress className="mt-2" value={followUp.answered} max={followUp.limit} label="Questions answered" />
      <div className="mt-6">
        <StatementStep
          key={item.id}
          item={item}
          saving={answer.isPending ? answer.variables.answer : null}
          onAnswer={send}
          focusOnMount={focusOnMount}
        />
      </div>
      {failure && (
        <div role="alert" className="mt-5 flex flex-col items-start gap-3 rounded-2xl bg-red-400/10 p-4 text-sm text-red-100">
          <p>{failureLine(failure)}</p>
          {!conflict && (
            <Button size="sm" variant="secondary" onClick={retry} disabled={busy}>
              <RotateCw aria-hidden="true" /> Try again
            </Button>
          )}
        </div>
      )}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-white/10 pt-5">
        <Button variant="outline" onClick={() => stop.mutate()} disabled={busy} aria-busy={stop.isPending}>
          {stop.isPending ? 'Stopping…' : 'Stop here'}
        </Button>
        <Link to={back.to} className="text-sm font-semibold text-white/70 underline-offset-4 hover:text-white hover:underline">
          Finish later
        </Link>
      </div>
    </section>
  );
}

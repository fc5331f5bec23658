import { CalendarHeart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { ShowMore, useShowMore } from '@client/components/ui/show-more';
import { ApiError } from '@client/lib/api-client';
import { AGAIN_ANSWERS } from '@shared/domain/outcomes/outcome-kinds';
import type { CheckIn, CheckInAnswerRequest } from '@shared/schemas/check-ins';
import { useAnswerCheckIn } from '../api/answer-check-in';
import { useCheckIns } from '../api/get-check-ins';
import {
  AGAIN_LABELS,
  CHECK_IN_TEXT,
  CHECK_INS_SHOWN_FIRST,
  checkInLineId,
  dateLine,
  questionLine,
  shownCheckIns,
} from '../lib/check-in-text';

const messageOf = (error: unknown) => (error instanceof ApiError && error.status < 500 ? error.message : CHECK_IN_TEXT.failed);

/** The buttons of the open question (the same answers as the chat's). */
function Answers({ checkIn, busy, onAnswer }: { checkIn: CheckIn; busy: boolean; onAnswer: (a: CheckInAnswerRequest) => void }) {
  const options: { label: string; answer: CheckInAnswerRequest }[] =
    checkIn.next === 'met'
      ? [
          { label: 'Yes, we met', answer: { met: true } },
          { label: "No, we didn't", answer: { met: false } },
        ]
      : checkIn.next === 'rating'
        ? [1, 2, 3, 4, 5].map((rating) => ({ label: String(rating), answer: { rating } }))
        : AGAIN_ANSWERS.map((again) => ({ label: AGAIN_LABELS[again], answer: { again } }));
  return (
    <div role="group" aria-label={questionLine(checkIn) ?? undefined} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <Button key={o.label} size="sm" variant="secondary" disabled={busy} onClick={() => onAnswer(o.answer)}>
          {o.label}
        </Button>
      ))}
    </div>
  );
}

/**
 * The morning-after check-ins on /done (issue 41 item 1): for each date, "Did you meet?" → "How was
 * it?" → "Would you like to see them again?", the same answers as in the chat, saved once and seen
 * by Maya only. Nothing is shown until there is a check-in.
 */
export function DateCheckIns() {
  const checkIns = useCheckIns();
  const answer = useAnswerCheckIn();
  const all = shownCheckIns(checkIns.data?.checkIns ?? []);
  const more = useShowMore(all, CHECK_INS_SHOWN_FIRST, (checkIn) => checkInLineId(checkIn.id));
  if (!all.length) return null;
  return (
    <section aria-labelledby="check-ins-title" className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-night/80 p-5 sm:p-8">
      <h2 id="check-ins-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarHeart aria-hidden="true" className="size-5 text-maya-light" /> {CHECK_IN_TEXT.title}
      </h2>
      <ul id="check-ins-list" className="flex flex-col gap-3">
        {more.shown.map((checkIn) => (
          <li key={checkIn.id} className="flex flex-col gap-2 rounded-2xl bg-white/[0.04] p-4">
            <p
              id={checkInLineId(checkIn.id)}
              tabIndex={-1}
              className="text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-maya"
            >
              {dateLine(checkIn)}
            </p>
            {checkIn.next ? (
              <>
                <p className="text-sm text-white/80">{questionLine(checkIn)}</p>
                <Answers
                  checkIn={checkIn}
                  busy={answer.isPending && answer.variables?.id === checkIn.id}
                  onAnswer={(answers) => answer.mutate({ id: checkIn.id, answers }, { onError: (e) => toast.error(messageOf(e)) })}
                />
                <p className="text-xs text-white/60">{CHECK_IN_TEXT.private}</p>
              </>
            ) : (
              <p role="status" className="text-sm text-white/70">
                {CHECK_IN_TEXT.thanks}
              </p>
            )}
          </li>
        ))}
      </ul>
      <ShowMore
        total={more.total}
        shownCount={more.shown.length}
        expanded={more.expanded}
        controls="check-ins-list"
        onToggle={more.toggle}
      />
    </section>
  );
}

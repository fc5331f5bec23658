import { useState } from 'react';
import { useLocation } from 'react-router';
import { BrandHomeLink, NightPage } from '@client/components/layout/night-page';
import { Spinner } from '@client/components/ui/spinner';
import { useFollowUp } from '../api/get-follow-up';
import { backLink } from '../lib/back-link';
import { FollowUpSummary } from './follow-up-summary';
import { LoadProblem } from './load-problem';
import { QuestionPanel } from './question-panel';

/** /sharpen (issue 33): one statement a screen until the follow-up stops, then how sure Maya is now. */
export function FollowUpScreen() {
  const query = useFollowUp();
  const back = backLink(useLocation().state);
  // After an answer here, focus follows to what comes next (never on arrival: the page is announced as usual).
  const [answeredHere, setAnsweredHere] = useState(false);
  const followUp = query.data;
  return (
    <NightPage glow="assessment">
      <div className="flex w-full max-w-xl flex-col">
        <BrandHomeLink className="self-start" />
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Sharpen your profile</h1>
        <div className="mt-6">
          {followUp ? (
            followUp.status === 'done' || !followUp.next ? (
              <FollowUpSummary followUp={followUp} back={back} focusOnMount={answeredHere} />
            ) : (
              <QuestionPanel
                followUp={followUp}
                item={followUp.next}
                back={back}
                focusOnMount={answeredHere}
                onAnswered={() => setAnsweredHere(true)}
              />
            )
          ) : query.isError ? (
            <LoadProblem error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
          ) : (
            <Spinner size="sm" label="Loading your questions" />
          )}
        </div>
      </div>
    </NightPage>
  );
}

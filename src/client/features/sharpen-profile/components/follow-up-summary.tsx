import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import type { FollowUp } from '../lib/follow-up-types';
import { certaintyChanges, rememberedBefore } from '../lib/before-and-after';
import type { BackLink } from '../lib/back-link';
import { STOP_LINES } from '../lib/follow-up-copy';
import { CertaintyChangeRow } from './certainty-change-row';

/** The end of the follow-up: why it ended, how sure Maya is of each trait now (and before, when this tab saw it), and a way back. */
export function FollowUpSummary({ followUp, back, focusOnMount }: { followUp: FollowUp; back: BackLink; focusOnMount: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const none = followUp.answered === 0;
  const changes = certaintyChanges(followUp.traits, rememberedBefore());
  return (
    <div className="flex flex-col">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl focus:outline-none font-semibold tracking-tight text-balance">
        {none ? 'Maybe another time' : 'Thank you, that helps'}
      </h2>
      <p className="mt-2 text-base leading-relaxed text-white/75">
        {none ? 'You stopped before the first one, so your profile is as it was.' : STOP_LINES[followUp.stop ?? 'stopped']}
      </p>
      <h3 className="mt-7 text-sm font-semibold text-white/85">How sure Maya is of each trait</h3>
      <ul className="mt-3 flex flex-col gap-2">
        {changes.map((change) => (
          <CertaintyChangeRow key={change.trait} change={change} />
        ))}
      </ul>
      <Button asChild size="lg" className="mt-8 w-full sm:w-auto sm:self-start">
        <Link to={back.to}>
          {back.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

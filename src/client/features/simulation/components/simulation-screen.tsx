import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Persona } from '@shared/domain/matching/persona';
import { displayText } from '@shared/lib/display-text';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { useSimulationRun } from '../hooks/use-simulation-run';
import { usePlayback } from '../hooks/use-playback';
import { conversationItems, toConversation, weekProgress } from '../lib/conversation';
import { forgetRun, rememberRun } from '../lib/run-memory';
import { Avatar, ConversationList, type Speaker } from './conversation-list';
import { ProgressPanel, type RunPhase } from './progress-panel';
import { ResultsCard } from './results-card';
import { SimulationShell } from './simulation-shell';
import { SimulationErrorCard, SimulationLoadingCard } from './simulation-states';

export type SimulationScreenProps = {
  /** 'Continue to Handoff': the route marks the simulation step complete, then goes to /handoff. */
  onContinue: () => void;
  /** True while that is under way. */
  continuing?: boolean;
};

/**
 * /simulation body (spec §2.12, §4.6): follows the person's server-side run (a reload resumes the
 * same week where it was), plays the week back live, then shows the results.
 * 'Try again' forgets this tab's run and remounts, which starts (or rejoins) another.
 */
export function SimulationScreen(props: SimulationScreenProps) {
  const [run, setRun] = useState(0);
  const retry = () => {
    forgetRun();
    setRun((n) => n + 1);
  };
  return <SimulationRun key={run} {...props} onRetry={retry} />;
}

const FALLBACK_NAMES = { a: 'You', b: 'Your match' };

function SimulationRun({ onContinue, continuing = false, onRetry }: SimulationScreenProps & { onRetry: () => void }) {
  const stream = useSimulationRun();
  const playback = usePlayback(stream.messages, stream.status === 'done', stream.alreadyShown, stream.take);
  const { skip } = playback;

  // How far this tab got, so a reload shows those messages at once and plays on from there.
  useEffect(() => {
    if (stream.runId) rememberRun({ id: stream.runId, shown: Math.max(playback.shown, stream.alreadyShown) });
  }, [stream.runId, playback.shown, stream.alreadyShown]);
  const failed = stream.status === 'error';

  // A failure mid-run shows everything that did arrive at once, above the error card.
  useEffect(() => {
    if (failed) skip();
  }, [failed, skip]);

  const personaA = stream.start?.persona_a ?? stream.result?.persona_a;
  const personaB = stream.start?.persona_b ?? stream.result?.persona_b;
  const names = useMemo(
    () => ({ a: personaA?.name ?? FALLBACK_NAMES.a, b: personaB?.name ?? FALLBACK_NAMES.b }),
    [personaA?.name, personaB?.name],
  );
  const seed = stream.start?.seed ?? stream.result?.seed ?? 0;
  const plan = stream.start?.plan;
  // The week was written again offline when the model stopped (ADR 066): the person is told, calmly.
  const note = stream.start?.note ?? stream.result?.note;
  const conversation = useMemo(() => toConversation(stream.messages, names, seed, plan), [stream.messages, names, seed, plan]);
  const visible = conversation.slice(0, playback.shown);
  const items = useMemo(() => conversationItems(visible), [visible]);

  const complete = playback.complete && !!stream.result;
  const phase: RunPhase = failed ? 'stopped' : complete ? 'complete' : 'live';
  const last = visible[visible.length - 1]?.context;
  const progress = weekProgress(last, plan, complete);

  const next = !failed && !complete ? stream.messages[playback.shown] : undefined;
  const typing: Speaker | null = next ? { name: next.role === 'a' ? names.a : names.b, side: next.role === 'a' ? 'user' : 'match' } : null;
  const waitingForStream = !failed && !next && stream.status === 'streaming';

  // The results arrive: bring them into view (below the chat on a phone) and move focus to them.
  const reducedMotion = usePrefersReducedMotion();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!complete) return;
    resultsHeadingRef.current?.focus({ preventScroll: true });
    const results = resultsRef.current;
    // Below the chat (a phone): scroll to them. Beside it (desktop) they are already in sight.
    if (results && results.getBoundingClientRect().top > window.innerHeight * 0.6)
      results.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
    // Only when the results first appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete]);

  if (failed && stream.error && stream.messages.length === 0)
    return (
      <SimulationShell>
        <SimulationErrorCard error={stream.error} onRetry={onRetry} />
      </SimulationShell>
    );
  if (!failed && !stream.start && stream.messages.length === 0)
    return (
      <SimulationShell>
        <SimulationLoadingCard waitingForPrevious={stream.waitingForPrevious} />
      </SimulationShell>
    );

  return (
    <SimulationShell>
      <div className="grid gap-3 lg:grid-cols-[minmax(0,23rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start lg:gap-x-8 lg:gap-y-4">
        <div className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1 lg:gap-4">
          <div>
            <h1 className="text-xl leading-tight font-semibold tracking-tight text-balance sm:text-3xl">
              Your week with{' '}
              <span className="bg-linear-to-r from-maya-light via-maya to-dusk bg-clip-text text-transparent">{names.b}</span>
            </h1>
            <p className="mt-1.5 hidden text-sm leading-relaxed text-pretty text-white/65 sm:block">
              Your persona and {names.b} talk for seven simulated days while Maya watches for chemistry.
            </p>
            {note && (
              <p role="status" className="mt-2 rounded-xl bg-white/5 px-3 py-2 text-sm leading-relaxed text-pretty text-white/75">
                {note}
              </p>
            )}
          </div>
          <ProgressPanel progress={progress} phase={phase} onSkip={stream.status === 'done' && !complete ? skip : undefined} />
          {!complete && !failed && personaA && personaB && <PairCard you={personaA} match={personaB} className="hidden lg:block" />}
        </div>

        <Card
          className={
            'flex h-[calc(100dvh-14.5rem)] min-h-[22rem] flex-col overflow-hidden rounded-2xl ' +
            'sm:h-[calc(100dvh-17rem)] sm:rounded-3xl lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 ' +
            'lg:h-[calc(100dvh-6rem)] lg:max-h-[52rem]'
          }
        >
          <ChatHeader names={names} match={personaB} phase={phase} />
          <ConversationList
            className="flex-1"
            items={items}
            typing={typing}
            waitingForStream={waitingForStream}
            footer={
              complete ? <ChatFooter>End of the week</ChatFooter> : failed ? <ChatFooter>The simulation stopped here</ChatFooter> : null
            }
          />
        </Card>

        <div ref={resultsRef} className="scroll-mt-4 lg:col-start-1 lg:row-start-2">
          {complete && stream.result ? (
            <ResultsCard
              result={stream.result}
              matchName={names.b}
              onContinue={onContinue}
              continuing={continuing}
              headingRef={resultsHeadingRef}
            />
          ) : failed && stream.error ? (
            <SimulationErrorCard error={stream.error} onRetry={onRetry} stoppedEarly />
          ) : null}
        </div>
      </div>
    </SimulationShell>
  );
}

function ChatHeader({ names, match, phase }: { names: { a: string; b: string }; match?: Persona; phase: RunPhase }) {
  const details = match
    ? [match.age_range, match.vibe]
        .map((t) => displayText(t, 'label'))
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <div className="flex items-center gap-3 border-b border-white/8 bg-white/[0.03] px-4 py-3 sm:px-5">
      <div className="flex -space-x-2.5">
        <Avatar name={names.b} side="match" className="size-9" />
        <Avatar name={names.a} side="user" className="size-9" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">
          {names.b} <span className="font-normal text-white/50">&amp;</span> {names.a}{' '}
          <span className="font-normal text-white/50">(your persona)</span>
        </p>
        <p className="truncate text-xs text-white/55">
          {phase === 'live' ? `${details ? `${details} · ` : ''}chatting now` : details || 'Simulated week'}
        </p>
      </div>
    </div>
  );
}

function PairCard({ you, match, className }: { you: Persona; match: Persona; className?: string }) {
  return (
    <Card className={cn('rounded-3xl p-5', className)}>
      <h2 className="text-xs font-semibold tracking-[0.14em] text-white/55 uppercase">Who&rsquo;s talking</h2>
      <ul className="mt-3 flex flex-col gap-3">
        <PersonaRow persona={match} side="match" role="Your match" />
        <PersonaRow persona={you} side="user" role="Your persona" />
      </ul>
    </Card>
  );
}

function PersonaRow({ persona, side, role }: { persona: Persona; side: 'user' | 'match'; role: string }) {
  const topics = persona.social.topics
    .slice(0, 3)
    .map((t) => displayText(t, 'label'))
    .filter(Boolean);
  return (
    <li className="flex items-start gap-3">
      <Avatar name={persona.name} side={side} className="size-10 ring-0" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold">
          {displayText(persona.name, 'label')} <span className="font-normal text-white/50">· {role}</span>
        </p>
        <p className="truncate text-xs text-white/60 capitalize">
          {[persona.vibe, persona.tone]
            .map((t) => displayText(t, 'label'))
            .filter(Boolean)
            .join(', ')}
        </p>
        {topics.length > 0 && (
          <p className="mt-1.5 flex flex-wrap gap-1">
            {topics.map((topic) => (
              <span key={topic} className="rounded-full bg-white/8 px-2 py-0.5 text-[0.7rem] text-white/70">
                {topic}
              </span>
            ))}
          </p>
        )}
      </div>
    </li>
  );
}

function ChatFooter({ children }: { children: ReactNode }) {
  return (
    <p className="mt-6 mb-1 text-center text-xs font-medium text-white/45">
      <span aria-hidden="true">— </span>
      {children}
      <span aria-hidden="true"> —</span>
    </p>
  );
}

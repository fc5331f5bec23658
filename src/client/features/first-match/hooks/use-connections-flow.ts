import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { MatchProfile } from '@shared/schemas/simulation';
import { useFindMatch, useKeptMatch } from '../api/find-match';
import { useSimulateConversation, type ConversationResponse } from '../api/simulate-conversation';
import { TOAST_ERROR_TITLE, conversationView, findMatchErrorMessage, matchCardView, simulateErrorMessage } from '../lib/connections-view';
import { useFakeAnalysis } from './use-fake-analysis';

/**
 * The /connections screen's behaviour (spec §2.9): the profile analysis, finding a match, simulating
 * a first conversation with them, and telling everyone (toasts, a polite live region, focus on the
 * new result) what changed. Rendering lives in components/connections-screen.tsx.
 */
export function useConnectionsFlow(reducedMotion: boolean) {
  const analysis = useFakeAnalysis();
  const findMatch = useFindMatch();
  const simulate = useSimulateConversation();
  const [match, setMatch] = useState<MatchProfile | null>(null);
  // The kept match (issue 12): shown again on return until 'Find another match'.
  const kept = useKeptMatch().data?.match;
  useEffect(() => {
    if (kept) setMatch((shown) => shown ?? kept);
  }, [kept]);
  const [conversation, setConversation] = useState<ConversationResponse | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const matchHeading = useRef<HTMLHeadingElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<'match' | 'preview' | null>(null);

  const announce = useCallback((message: string) => setAnnouncement(message), []);

  useEffect(() => {
    if (analysis.done) announce('Profile analysis complete. You can now find a match.');
  }, [analysis.done, announce]);

  // A new result takes focus (and scrolls into view on a phone), so nobody misses it.
  useEffect(() => {
    if (!focusTarget) return;
    const heading = focusTarget === 'match' ? matchHeading.current : previewHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.closest('article, section')?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'nearest' });
    setFocusTarget(null);
  }, [focusTarget, reducedMotion, match, conversation]);

  const onFindMatch = () => {
    findMatch.mutate(undefined, {
      onSuccess: (res) => {
        const card = matchCardView(res.match);
        setMatch(res.match);
        setConversation(null);
        simulate.reset();
        setFocusTarget('match');
        toast.success('Match found', { description: res.message || `Maya found someone for you: ${card.name}.` });
        announce(`Match found: ${card.name}, ${card.age}, ${card.location}.`);
      },
      onError: (error) => {
        const message = findMatchErrorMessage(error);
        toast.error(TOAST_ERROR_TITLE, { description: message });
        announce(message);
      },
    });
  };

  const onSimulate = () => {
    if (!match) return;
    simulate.mutate(undefined, {
      onSuccess: (res) => {
        const view = conversationView(res);
        setConversation(res);
        setFocusTarget('preview');
        toast.success('Conversation simulated', { description: `${view.scorePercent}% compatible · ${view.decision}` });
        announce(`Conversation simulated. ${view.scorePercent}% compatible. Decision: ${view.decision}.`);
      },
      onError: (error) => {
        const message = simulateErrorMessage(error);
        toast.error(TOAST_ERROR_TITLE, { description: message });
        announce(message);
      },
    });
  };

  return {
    analysis,
    finding: findMatch.isPending,
    simulating: simulate.isPending,
    card: match ? matchCardView(match) : null,
    conversation,
    view: conversation ? conversationView(conversation) : null,
    announcement,
    announce,
    matchHeading,
    previewHeading,
    onFindMatch,
    onSimulate,
  };
}

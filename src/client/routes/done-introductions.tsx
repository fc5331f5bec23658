import { AgentHeadline } from '@client/features/agent/components/agent-headline';
import { ProTips } from '@client/features/agent/components/guidance';
import { useFlow } from '@client/features/flow/api/get-flow';
import { journeyStepsDone } from '@client/features/flow/lib/journey-progress';
import { DateCheckIns } from '@client/features/check-ins/components/date-check-ins';
import { Shortlist } from '@client/features/introductions/components/shortlist';
import { PreferencesNudge } from '@client/features/match-preferences/components/preferences-nudge';
import { AllSetWelcome } from '@client/features/member-home/components/all-set-welcome';
import { IntroductionsSection } from '@client/features/member-home/components/home-sections';

/** /done and /done/introductions: 'You're All Set!' and the people Maya brings. */
export function Component() {
  const flow = useFlow();
  return (
    <IntroductionsSection
      welcome={<AllSetWelcome headline={<AgentHeadline />} stepsDone={journeyStepsDone(flow.data?.completed)} />}
      nudge={<PreferencesNudge />}
      shortlist={<Shortlist />}
      dateCheckIns={<DateCheckIns />}
      tips={<ProTips />}
    />
  );
}

import { useAutomation } from '../api/get-automation';
import { heroLine } from '../lib/automation-view';

/** The line under 'You're All Set!', true to the agent's state. */
export function AgentHeadline() {
  const automation = useAutomation();
  return <>{heroLine(automation.data?.status, automation.data?.hasPreferences)}</>;
}

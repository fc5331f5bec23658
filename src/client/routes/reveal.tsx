import { PhoneChatCard } from '@client/features/mobile-chat/components/phone-chat-card';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@client/config/paths';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { useCompleteStep } from '@client/features/flow/api/complete-step';
import { StepGate } from '@client/features/flow/components/step-gate';
import { SharpenCard } from '@client/features/sharpen-profile/components/sharpen-card';
import { ProfileReveal } from '@client/features/personality-profile/components/profile-reveal';

function Reveal() {
  const completeStep = useCompleteStep();
  const navigate = useNavigate();
  const onContinue = () => {
    if (completeStep.isPending) return;
    completeStep.mutate('reveal', {
      onSuccess: () => navigate(paths.handoff),
      onError: () => toast.error("We couldn't save your progress", { description: 'Please try again.' }),
    });
  };
  return (
    <ProfileReveal onContinue={onContinue} continuing={completeStep.isPending} phoneChat={<PhoneChatCard />} sharpen={<SharpenCard />} />
  );
}

/** /reveal — spec §2.8 (second description): signed-in only (a visitor goes to /), gated on the reveal step (§2.2). */
export function Component() {
  return (
    <RequireAuth redirectTo={paths.home}>
      <StepGate step="reveal">
        <Reveal />
      </StepGate>
    </RequireAuth>
  );
}

import { ProfileSection } from '@client/features/member-home/components/home-sections';
import { MayaKnowsCard } from '@client/features/mobile-chat/components/maya-knows-card';
import { TraitSummary } from '@client/features/personality-profile/components/trait-summary';
import { SharpenCard } from '@client/features/sharpen-profile/components/sharpen-card';

/** /done/profile: the six traits, 'Sharpen your profile' (issue 33) and what Maya knows. */
export function Component() {
  return <ProfileSection traits={<TraitSummary />} sharpen={<SharpenCard />} knows={<MayaKnowsCard />} />;
}

import type { ReactNode } from 'react';
import { SectionHeader } from './section-header';

// NOTE: each section's parts come from their own features; the routes (src/client/routes/done-*.tsx) pass them in.
// Empty slots collapse (`empty:hidden`): a card that has nothing to say renders nothing.
const STACK = 'flex flex-col gap-4 sm:gap-5';
const SLOT = 'empty:hidden';

/** Introductions (/done, /done/introductions): the people Maya brings, first, as the dating apps do. */
export function IntroductionsSection(props: {
  /** 'You're All Set!' with step 5, the agent's line, 'Open WhatsApp' and 'Back to Home'. */ welcome: ReactNode;
  /** "Tell Maya who you'd like to meet" while the agent cannot start. */ nudge: ReactNode;
  /** The proposals to decide, the people waiting and the people introduced. */ shortlist: ReactNode;
  /** Planned dates and their check-ins (issue 41 item 1). */ dateCheckIns: ReactNode;
  tips: ReactNode;
}) {
  return (
    <div className={STACK}>
      {props.welcome}
      <div className={SLOT}>{props.nudge}</div>
      {props.shortlist}
      <div className={SLOT}>{props.dateCheckIns}</div>
      {props.tips}
    </div>
  );
}

/** Maya (/done/maya): the agent (badge, Pause/Resume, counts), how to steer her, and where she talks with you. */
export function MayaSection(props: { agent: ReactNode; commands: ReactNode; messagingApp: ReactNode; phoneChat: ReactNode }) {
  return (
    <div className={STACK}>
      <SectionHeader title="Maya" lead="Your agent, and where she talks with you." />
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2 lg:items-start">
        <div className={STACK}>
          {props.agent}
          {props.commands}
        </div>
        <div className={STACK}>
          {props.messagingApp}
          {props.phoneChat}
        </div>
      </div>
    </div>
  );
}

/** Profile (/done/profile): the six traits, 'Sharpen your profile' and what Maya knows. */
export function ProfileSection(props: { traits: ReactNode; sharpen: ReactNode; knows: ReactNode }) {
  return (
    <div className={STACK}>
      <SectionHeader title="Profile" lead="Who Maya met in your scenes, and what she has learned since." />
      <div className="grid gap-4 sm:gap-5 lg:grid-cols-2 lg:items-start">
        {props.traits}
        <div className={STACK}>
          <div className={SLOT}>{props.sharpen}</div>
          {props.knows}
        </div>
      </div>
    </div>
  );
}

/** Settings (/done/settings): who you'd like to meet, and your data. */
export function SettingsSection(props: { preferences: ReactNode; data: ReactNode }) {
  return (
    <div className={STACK}>
      <SectionHeader title="Settings" lead="Who Maya looks for, and your data." />
      {props.preferences}
      {props.data}
    </div>
  );
}

import { CalendarClock, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SharedPlan } from '@shared/schemas/date-day';
import { planTime, zoneLabel } from '../lib/plan-time';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // NOTE: a <div> inside a <dl> may hold only <dt> and <dd>: the icon sits in the term.
  return (
    <div className="py-3">
      <dt className="flex items-center gap-2 text-sm text-white/60">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-1 text-lg font-medium">{children}</dd>
    </div>
  );
}

/** The day, then the hours and zone kept together (on the next line when the screen is narrow). */
function When({ plan }: { plan: SharedPlan }) {
  const [day, hours] = planTime(plan.startsAt, plan.endsAt, plan.timeZone).split(', ');
  return (
    <>
      {day},{' '}
      <span className="whitespace-nowrap">
        {hours} <span className="text-base text-white/60">({zoneLabel(plan.timeZone)})</span>
      </span>
    </>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-ink px-5 py-12 text-white">
      <section className="w-full max-w-md rounded-2xl border border-white/10 bg-white/5 p-6">{children}</section>
    </main>
  );
}

/** What a friend sees of a shared date: when, the kind of place, the match's first name; nothing else. */
export function SharedPlanView({ plan }: { plan: SharedPlan }) {
  return (
    <Frame>
      <p className="text-sm font-medium text-white/60">Maya · a date plan shared with you</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Your friend is meeting {plan.firstName}</h1>
      <dl className="mt-4 divide-y divide-white/10">
        <Row icon={<CalendarClock className="size-5" />} label="When">
          <When plan={plan} />
        </Row>
        <Row icon={<MapPin className="size-5" />} label="Where">
          {plan.place}, a public place; they choose the spot together
        </Row>
        <Row icon={<UserRound className="size-5" />} label="Who">
          {plan.firstName}
        </Row>
      </dl>
      <p className="mt-4 text-sm text-white/70">
        Maya checks in with your friend an hour after the start. If you can&rsquo;t reach them and you&rsquo;re worried, call your local
        emergency number. This link stops working after the date.
      </p>
    </Frame>
  );
}

/** The link has expired or never led anywhere. */
export function SharedPlanGone({ message }: { message: string }) {
  return (
    <Frame>
      <p className="text-sm font-medium text-white/60">Maya · a shared date plan</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Nothing to show</h1>
      <p className="mt-3 text-base text-white/70">{message}</p>
    </Frame>
  );
}

import { useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { BrandHomeLink, NightPage } from '@client/components/layout/night-page';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useAdminMe } from '../api/get-admin-me';
import { AuditPanel } from './audit-panel';
import { OverviewPanel } from './overview-panel';
import { QueuePanel } from './queue-panel';
import { WaitlistPanel } from './waitlist-panel';

type Section = 'queue' | 'audit' | 'waitlist' | 'overview';
const SECTIONS: { key: Section; label: string; admin: boolean }[] = [
  { key: 'queue', label: 'Queue', admin: false },
  { key: 'audit', label: 'Audit log', admin: false },
  { key: 'waitlist', label: 'Waitlist', admin: true },
  { key: 'overview', label: 'Overview', admin: true },
];

/** /admin: the moderation console (ADR 055). The server decides the role; a member sees why there is nothing here. */
export function AdminScreen() {
  const me = useAdminMe();
  const [section, setSection] = useState<Section>('queue');
  if (me.isPending) return <FullScreenSpinner label="Checking your access" />;
  if (me.isError) {
    return (
      <NightPage glow="sign-in" className="justify-center text-center">
        <ShieldAlert aria-hidden="true" className="size-10 text-amber-200" />
        <h1 className="mt-4 text-2xl font-semibold">Moderation console</h1>
        <p className="mt-3 max-w-md text-white/80">{me.error.message}</p>
        <Link to={paths.done} className="mt-6 text-maya underline-offset-4 hover:underline">
          Back to Maya
        </Link>
      </NightPage>
    );
  }
  const isAdmin = me.data.role === 'admin';
  const shown = SECTIONS.filter((s) => !s.admin || isAdmin);
  return (
    <NightPage glow="sign-in" column={false} clip="x" className="px-4 pt-6 pb-16 sm:px-8">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <BrandHomeLink />
            <h1 className="mt-5 text-3xl font-semibold tracking-tight">Moderation console</h1>
            <p className="mt-1 text-sm break-all text-white/70">
              {me.data.email} · {isAdmin ? 'admin' : 'moderator'}
            </p>
          </div>
          <nav aria-label="Console sections">
            <ul className="grid grid-cols-2 gap-1 rounded-3xl bg-white/5 p-1 sm:flex sm:rounded-full">
              {shown.map((s) => (
                <li key={s.key}>
                  <button
                    type="button"
                    aria-current={section === s.key ? 'page' : undefined}
                    onClick={() => setSection(s.key)}
                    className={cn(
                      'h-10 w-full rounded-full px-4 text-sm font-semibold whitespace-nowrap text-white/80 hover:text-white',
                      section === s.key && 'bg-maya text-ink hover:text-ink',
                    )}
                  >
                    {s.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {section === 'queue' && <QueuePanel />}
        {section === 'audit' && <AuditPanel />}
        {section === 'waitlist' && isAdmin && <WaitlistPanel />}
        {section === 'overview' && isAdmin && <OverviewPanel />}
      </div>
    </NightPage>
  );
}

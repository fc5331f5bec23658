import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { PRIVACY_LAST_UPDATED, privacySections } from './privacy-sections';

const contactEmail: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@maya.app';

/** `yourRights`: what the person can do about their rights here (the route gives the privacy panel). */
export function PrivacyPolicy({ yourRights }: { yourRights?: ReactNode } = {}) {
  const navigate = useNavigate();
  return (
    <div className="relative min-h-dvh bg-ink">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-linear-to-b from-dusk/20 to-transparent" />
      <main id="main" className="relative mx-auto max-w-3xl px-5 pt-10 pb-20 sm:px-8 sm:pt-16">
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => navigate(paths.home)}>
          <ArrowLeft aria-hidden="true" /> Back to Home
        </Button>

        <header className="mt-8 border-b border-white/10 pb-8">
          <h1 className="text-4xl font-semibold tracking-tight sm:text-5xl">Privacy Policy</h1>
          <p className="mt-3 text-sm text-white/60">Last updated {PRIVACY_LAST_UPDATED}</p>
        </header>

        <nav aria-label="On this page" className="mt-8">
          <ol className="flex flex-wrap gap-2 text-sm">
            {privacySections.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="block rounded-full bg-white/5 px-3 py-1.5 text-white/75 ring-1 ring-white/10 hover:bg-white/10 hover:text-white"
                >
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-12">
          {privacySections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-8">
              <h2 id={`${section.id}-title`} className="flex items-baseline gap-3 text-xl font-semibold tracking-tight sm:text-2xl">
                <span aria-hidden="true" className="text-sm font-medium text-maya tabular-nums">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-relaxed text-white/75">
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {section.bullets && (
                  <ul className="space-y-2.5 pl-1">
                    {section.bullets.map((b) => (
                      <li key={b} className="flex gap-3">
                        <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-maya" />
                        <Bullet text={b} />
                      </li>
                    ))}
                  </ul>
                )}
                {section.after?.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {section.id === 'your-rights' && yourRights}
                {section.id === 'contact-us' && (
                  <p>
                    E-mail:{' '}
                    <a href={`mailto:${contactEmail}`} className="font-medium text-maya underline-offset-4 hover:underline">
                      {contactEmail}
                    </a>
                  </p>
                )}
              </div>
            </section>
          ))}
        </div>
      </main>
    </div>
  );
}

/** "Lead term: rest" bullets get their lead term in bold. */
function Bullet({ text }: { text: string }) {
  const at = text.indexOf(': ');
  if (at < 0 || at > 40) return <span>{text}</span>;
  return (
    <span>
      <strong className="font-semibold text-white">{text.slice(0, at)}:</strong> {text.slice(at + 2)}
    </span>
  );
}

import type { ReactNode } from 'react';
import { BrandMark } from '@client/components/layout/brand-mark';

/** A centred card in the chat's place: signed out, not connected, or the embedded chat is off. */
export function DevChatNotice({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-1 items-center justify-center px-5 py-10">
      <section
        aria-labelledby="dev-chat-notice-title"
        className="flex w-full max-w-sm flex-col items-center rounded-3xl border border-white/10 bg-night/80 p-6 text-center shadow-2xl shadow-black/40"
      >
        <BrandMark className="size-14" />
        <h2 id="dev-chat-notice-title" className="mt-4 text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <div className="mt-2 text-sm leading-relaxed text-white/70">{children}</div>
        <div className="mt-6 flex w-full flex-col gap-2">{action}</div>
      </section>
    </div>
  );
}

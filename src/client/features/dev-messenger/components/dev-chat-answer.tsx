import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a tap's answer stays on screen, as Telegram's callback notice does. */
const SHOWN_MS = 2500;

/** The latest tap's answer ("Noted"), shown for a moment, then gone. */
export function useTapAnswer() {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((answer: string) => {
    clearTimeout(timer.current);
    setText(answer);
    timer.current = setTimeout(() => setText(null), SHOWN_MS);
  }, []);
  return { text, show };
}

/**
 * A tap's answer over the top of the messages, inside the chat's own area: below the header and
 * above the composer, so it never covers Maya's name, the back button or what the person types.
 * NOTE: the status region stays mounted while empty, so screen readers announce each new answer.
 */
export function DevChatAnswer({ text }: { text: string | null }) {
  return (
    <div role="status" className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center px-4">
      {text && (
        <p className="rounded-full bg-night/95 px-4 py-2 text-sm font-medium text-white shadow-lg ring-1 shadow-black/40 ring-white/15">
          {text}
        </p>
      )}
    </div>
  );
}

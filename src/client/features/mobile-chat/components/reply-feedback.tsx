import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import type { FeedbackKind } from '@shared/domain/companion/personality';
import { useSendFeedback } from '../api/send-feedback';

const CHOICES: { kind: FeedbackKind; label: string }[] = [
  { kind: 'too_proactive', label: 'Less advice' },
  { kind: 'not_empathetic_enough', label: 'More warmth' },
];

/**
 * Feedback on one of Maya's replies (spec §9 feedback kinds); Maya says what she changed under that reply,
 * where the person tapped, never in a toast over the chat's header.
 * NOTE: the status line stays mounted while empty, so screen readers announce what Maya says.
 */
export function ReplyFeedback({ messageId }: { messageId?: string | null }) {
  const feedback = useSendFeedback();
  const [said, setSaid] = useState<string | null>(null);
  return (
    <>
      <div className="mt-1 flex gap-1" aria-label="Feedback on this reply">
        {CHOICES.map((c) => (
          <Button
            key={c.kind}
            size="sm"
            variant="ghost"
            className="h-7 px-2 text-xs text-white/50"
            disabled={feedback.isPending}
            onClick={() => feedback.mutate({ kind: c.kind, messageId }, { onSuccess: (a) => setSaid(a.reason) })}
          >
            {c.label}
          </Button>
        ))}
      </div>
      <p role="status" aria-label="What Maya changed" className="px-2 text-xs text-white/70 empty:hidden">
        {said}
      </p>
    </>
  );
}

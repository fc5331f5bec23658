import { useId, useState } from 'react';
import type { FollowUpItem } from '../lib/follow-up-types';
import { ChoiceGroup } from './choice-group';

export type StatementStepProps = {
  item: FollowUpItem;
  /** The answer (1..5) on its way to the server, if any: shown chosen until the server answers. */
  saving: number | null;
  onAnswer: (answer: number) => void;
  /** True after the first answer of this visit: focus follows to the new statement. */
  focusOnMount: boolean;
};

/** One statement and its five labelled choices. Render with `key={item.id}`: each statement starts unchosen. */
export function StatementStep({ item, saving, onAnswer, focusOnMount }: StatementStepProps) {
  const statementId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = saving !== null ? saving - 1 : chosen;
  return (
    <div className="flex flex-col">
      <p className="text-sm font-medium text-white/70">How much is this like you?</p>
      <p id={statementId} className="mt-2 min-h-[4.5rem] text-xl leading-snug font-semibold text-pretty text-white sm:text-2xl">
        {item.text}
      </p>
      <div className="mt-6">
        <ChoiceGroup
          labelledBy={statementId}
          describedBy={hintId}
          choices={item.choices}
          selected={selected}
          onSelect={setChosen}
          onAnswer={(index) => {
            setChosen(index);
            onAnswer(index + 1);
          }}
          busy={saving !== null}
          focusOnMount={focusOnMount}
        />
      </div>
      <p id={hintId} className="mt-3 text-xs text-white/60">
        Tap an answer, or choose with the arrow keys and press Enter.
      </p>
    </div>
  );
}

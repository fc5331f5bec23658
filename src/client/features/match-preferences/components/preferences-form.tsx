import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { MAX_AGE, MIN_AGE, type MemberPreferences } from '@shared/schemas/member-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { checkDraft, draftFrom, type DraftErrors, type PreferencesDraft } from '../lib/preferences-draft';
import { distanceChoices, GENDER_OPTIONS, LOOKING_FOR_OPTIONS } from '../lib/preferences-view';
import { CityCombobox } from './city-combobox';
import { Field, Group, ShareChoices } from './preferences-fields';

const SELECT =
  'h-11 w-full rounded-xl border border-white/15 bg-night px-3 text-base text-white focus-visible:border-maya ' +
  'focus-visible:outline-2 focus-visible:outline-maya/60 aria-invalid:border-red-400';
const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-white/10 bg-white/[0.03] px-3 text-sm has-[:checked]:border-maya/60';

/** The card's fields, checked by the shared schema before they are sent; the server's refusal is shown under them. */
export function PreferencesForm({ saved, onDone }: { saved: MemberPreferences | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<PreferencesDraft>(() => draftFrom(saved));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useSavePreferences();
  const set = <K extends keyof PreferencesDraft>(key: K, value: PreferencesDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field's message goes once it is changed; the rest stay until the next Save.
    const field = key === 'city' ? 'city_id' : key;
    setErrors(({ [field as keyof DraftErrors]: _gone, ...rest }) => rest);
  };
  const err = (field: keyof DraftErrors) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft);
    setErrors(checked.errors ?? {});
    if (checked.input) save.mutate(checked.input, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:gap-5">
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-5">
        <Field label="Date of birth" htmlFor={`${id}-birth`} error={errors.birth_date} errorId={`${id}-birth_date-error`}>
          <Input
            id={`${id}-birth`}
            type="date"
            value={draft.birth_date}
            onChange={(e) => set('birth_date', e.target.value)}
            {...err('birth_date')}
          />
        </Field>
        <CityCombobox value={draft.city} onChange={(city) => set('city', city)} error={errors.city_id} />
      </div>

      {/* On a phone the two choices stand side by side, one option a line; wider, each is a row of three. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-1 sm:gap-5">
        <Group legend="I am" error={errors.gender} errorId={`${id}-gender-error`}>
          {GENDER_OPTIONS.map((o) => (
            <label key={o.value} className={CHOICE}>
              <input
                type="radio"
                name={`${id}-gender`}
                value={o.value}
                checked={draft.gender === o.value}
                onChange={() => set('gender', o.value)}
                className="size-4 accent-maya"
              />
              {o.label}
            </label>
          ))}
        </Group>

        <Group legend="I'd like to meet" error={errors.seeks} errorId={`${id}-seeks-error`}>
          {GENDER_OPTIONS.map((o) => (
            <label key={o.value} className={CHOICE}>
              <input
                type="checkbox"
                checked={draft.seeks.includes(o.value)}
                onChange={(e) => set('seeks', e.target.checked ? [...draft.seeks, o.value] : draft.seeks.filter((g) => g !== o.value))}
                className="size-4 accent-maya"
              />
              {o.plural}
            </label>
          ))}
        </Group>
      </div>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-5">
        <Field label="Aged from" htmlFor={`${id}-min`} error={errors.age_min} errorId={`${id}-age_min-error`}>
          <Input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            value={draft.age_min}
            onChange={(e) => set('age_min', e.target.value)}
            {...err('age_min')}
          />
        </Field>
        <Field label="to" htmlFor={`${id}-max`} error={errors.age_max} errorId={`${id}-age_max-error`}>
          <Input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={MIN_AGE}
            max={MAX_AGE}
            value={draft.age_max}
            onChange={(e) => set('age_max', e.target.value)}
            {...err('age_max')}
          />
        </Field>
        <Field label="How far I'd travel" htmlFor={`${id}-km`} error={errors.max_km} errorId={`${id}-max_km-error`}>
          <select
            id={`${id}-km`}
            className={SELECT}
            value={draft.max_km}
            onChange={(e) => set('max_km', Number(e.target.value))}
            {...err('max_km')}
          >
            {distanceChoices(saved?.max_km).map((km) => (
              <option key={km} value={km}>{`Up to ${km} km`}</option>
            ))}
          </select>
        </Field>
        <Field label="Looking for" htmlFor={`${id}-for`} error={errors.looking_for} errorId={`${id}-looking_for-error`}>
          <select
            id={`${id}-for`}
            className={SELECT}
            value={draft.looking_for}
            onChange={(e) => set('looking_for', e.target.value as PreferencesDraft['looking_for'])}
            {...err('looking_for')}
          >
            <option value="" disabled>
              Choose…
            </option>
            {LOOKING_FOR_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <ShareChoices draft={draft} onChange={(key, on) => set(key, on)} />

      {save.error && (
        <p role="alert" className="rounded-xl border border-red-300/25 bg-red-400/10 p-3 text-sm text-red-100">
          {save.error.message}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} className="w-full sm:w-auto">
          {save.isPending && <Spinner size="sm" label="Saving" className="text-current" />}
          Save
        </Button>
        {saved && (
          <Button variant="ghost" onClick={onDone} className="w-full sm:w-auto">
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

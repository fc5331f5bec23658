import { Lock, Smartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { phoneFieldHint, phoneFieldOnBlur, readPhoneField } from '../lib/phone-field';
import { PhaseHeading, PhaseIcon } from './phase-heading';

type PhoneFormProps = { focusHeading: boolean; sending: boolean; initialNumber: string; onSend: (raw: string) => void };

/** §2.10 / §5: the number, normalised as it is typed (shown below) and on blur; Send is disabled until valid. */
export function PhoneForm({ focusHeading, sending, initialNumber, onSend }: PhoneFormProps) {
  const [raw, setRaw] = useState(initialNumber);
  const [touched, setTouched] = useState(false);
  const field = readPhoneField(raw);
  const inputId = useId();
  const hintId = useId();
  const showProblem = touched && !field.empty && !field.valid;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setRaw(phoneFieldOnBlur(raw));
    onSend(raw);
  };

  return (
    <div className="flex flex-col">
      <PhaseIcon>
        <Smartphone />
      </PhaseIcon>
      <PhaseHeading focus={focusHeading} className="mt-6">
        Connect WhatsApp
      </PhaseHeading>
      <p className="mt-3 text-center text-sm leading-relaxed text-pretty text-white/70 sm:text-base">
        Add the number you use on WhatsApp. Maya will send a quick message to make sure it&rsquo;s really you.
      </p>

      <form onSubmit={submit} noValidate className="mt-7 flex flex-col gap-2">
        <Label htmlFor={inputId}>WhatsApp number</Label>
        <Input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 234 567 8900"
          value={raw}
          onChange={(event) => setRaw(event.target.value)}
          onBlur={() => {
            setTouched(true);
            setRaw(phoneFieldOnBlur(raw));
          }}
          aria-invalid={showProblem || undefined}
          aria-describedby={hintId}
          className="h-12 text-lg tracking-wide"
          maxLength={40}
        />
        <p
          id={hintId}
          aria-live="polite"
          className={cn('min-h-5 text-sm', showProblem ? 'text-red-300' : field.valid ? 'text-emerald-300' : 'text-white/55')}
        >
          {phoneFieldHint(field)}
        </p>
        <Button type="submit" size="lg" className="mt-3 w-full" disabled={!field.valid || sending} aria-busy={sending}>
          {sending && <Spinner size="sm" label="Sending verification" className="text-current" />}
          Send Verification
        </Button>
      </form>

      <p className="mt-5 flex items-start gap-2 text-xs leading-relaxed text-white/55">
        <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
        Only Maya messages this number. It&rsquo;s never shown to matches or shared. Reply STOP any time to opt out.
      </p>
    </div>
  );
}

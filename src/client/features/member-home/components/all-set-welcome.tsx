import type { ReactNode } from 'react';
import { ExternalLink, Home } from 'lucide-react';
import { Link } from 'react-router';
import { JourneyStepper } from '@client/components/layout/journey-stepper';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useMayaContact } from '@client/lib/maya-contact';
import { SectionHeader } from './section-header';

// Two halves of a row on a phone; a label that does not fit wraps inside its button.
const BUTTON = 'h-auto min-h-11 px-3 py-2 text-center whitespace-normal sm:px-6';

/**
 * /done's own header (spec §2.11): step 5, 'You're All Set!', a line true to the agent's state,
 * 'Open WhatsApp' (a chat with Maya's own number) and 'Back to Home'.
 */
export function AllSetWelcome({ headline, stepsDone }: { headline: ReactNode; stepsDone: readonly number[] }) {
  const contact = useMayaContact();
  return (
    <SectionHeader title="You're All Set!" lead={headline}>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:gap-3">
        {/* Until Maya's number has loaded the button waits, disabled. */}
        {contact.data ? (
          <Button asChild className={BUTTON}>
            <a href={contact.data.whatsapp_chat_link} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Open WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          <Button className={BUTTON} disabled>
            <ExternalLink aria-hidden="true" />
            Open WhatsApp
          </Button>
        )}
        <Button asChild variant="outline" className={BUTTON}>
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <JourneyStepper current={5} done={stepsDone} className="mt-4 max-w-md" />
    </SectionHeader>
  );
}

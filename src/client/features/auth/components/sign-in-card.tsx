import { AlertCircle, ArrowLeft } from 'lucide-react';
import { BrandMark } from '@client/components/layout/brand-mark';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { SIGNING_IN_LABEL } from '../lib/auth-messages';
import { GoogleMark } from './google-mark';

type Props = { errorMessage: string | null; signingIn: boolean; onSignIn: () => void; onBack: () => void };

/** /auth (§2.4): one way in — the identity provider — and a way back. */
export function SignInCard({ errorMessage, signingIn, onSignIn, onBack }: Props) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <BrandMark className="mb-2 size-14" />
        <CardTitle>Meet Maya</CardTitle>
        <CardDescription>Sign in to take your personality assessment and let Maya find people you'll actually click with.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {errorMessage && (
          <p role="alert" className="flex items-start gap-2 rounded-2xl border border-maya/40 bg-maya/10 px-4 py-3 text-sm text-white">
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-maya" aria-hidden="true" />
            {errorMessage}
          </p>
        )}
        <Button
          size="lg"
          className="w-full bg-white text-ink hover:bg-white/90"
          onClick={onSignIn}
          disabled={signingIn}
          aria-busy={signingIn}
        >
          <GoogleMark />
          {signingIn ? SIGNING_IN_LABEL : 'Continue with Google'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Button>
        <p className="pt-2 text-center text-xs leading-relaxed text-white/50">
          We only use your name and email to create your profile. See our{' '}
          <a className="underline underline-offset-2 hover:text-white" href="/privacypolicy">
            privacy policy
          </a>
          .
        </p>
      </CardContent>
    </Card>
  );
}

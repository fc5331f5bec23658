import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';

/** A card-sized wait state (used while auth loads and while the callback works). */
export function LoadingCard({ title, detail }: { title: string; detail?: string | null }) {
  return (
    <Card className="w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <Spinner size="lg" label="Please wait" />
        <p className="text-lg font-semibold">{title}</p>
        {detail && (
          <p role="status" className="text-sm text-white/70">
            {detail}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

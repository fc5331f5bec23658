import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { paths } from '@client/config/paths';

/** Holds a journey step's place until its screen ships; says so plainly rather than pretending. */
export function StepPlaceholder({ title, description }: { title: string; description: string }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-5 py-10">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="secondary">
            <Link to={paths.beta}>Back</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

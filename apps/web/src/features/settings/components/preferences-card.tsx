import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { useSettings } from '../api/get-settings';
import { PreferencesForm } from './preferences-form';

/** Age and city preferences: who the person wants to see, and who may see them. */
export function PreferencesCard() {
  const query = useSettings();
  let body: ReactNode;
  if (query.data) {
    body = <PreferencesForm initial={query.data} />;
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="font-medium text-rose-300">{query.error.message}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    body = <Loading label="Loading your preferences..." />;
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dating preferences</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-error.ts';

/** A query that could not load: what failed (title), the server's words, and a button that asks again. */
export function LoadError({ title, query }: { title: ReactNode; query: { error: unknown; refetch: () => unknown } }) {
  return (
    <Alert type="error" showIcon title={title} description={errorMessage(query.error)} action={<Button onClick={() => query.refetch()}>Try again</Button>} />
  );
}

import { Alert } from 'antd';
import { isApiError } from '../lib/api-error.ts';

type Issue = { field: string; message: string };

/** The field problems a VALIDATION_ERROR reply carries (data.issues), first one first. */
export function validationIssues(error: unknown): Issue[] {
  if (!isApiError(error) || error.type !== 'VALIDATION_ERROR') return [];
  const issues = (error.data as { issues?: Issue[] } | null)?.issues;
  return Array.isArray(issues) ? issues : [];
}

/**
 * A failed form submit (spec 02 §5): for VALIDATION_ERROR the general message and the first field
 * problem from the server; for anything else the server's message as it is.
 */
export function ServerFormError({ error }: { error: unknown }) {
  if (!error) return null;
  const [first] = validationIssues(error);
  const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
  return (
    <Alert
      role="alert"
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={first ? 'Some fields need your attention' : message}
      description={first ? `${first.field ? `${first.field}: ` : ''}${first.message}` : undefined}
    />
  );
}

import type { PageKey } from '@lipi/contract';
import { Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { usePageAccess } from '../api/users/page-access.ts';
import { paths } from '../config/paths.ts';
import { ButtonLink } from './button-link.tsx';
import { LoadError } from './load-error.tsx';

/**
 * Opens a page only when the server says the signed-in role may (POST /user/access/verify); otherwise a
 * clear refusal, never a blank screen. The server still checks every call the page makes.
 */
export function PageGuard({ page, children }: { page: PageKey; children: ReactNode }) {
  const access = usePageAccess(page);
  if (access.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (access.isError) {
    return <LoadError title="We could not check your access to this page" query={access} />;
  }
  if (!access.data.allowed) {
    return (
      <Result
        status="403"
        title="You do not have access to this page"
        subTitle="Your role does not include this part of the dashboard. Ask your administrator if you need it."
        extra={
          <ButtonLink to={paths.app.root} type="primary">
            Back to the dashboard
          </ButtonLink>
        }
      />
    );
  }
  return <>{children}</>;
}

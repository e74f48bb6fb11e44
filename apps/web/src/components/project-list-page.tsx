import type { ProjectListItem } from '@lipi/contract';
import { Alert, Button, Card, Input, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../lib/api-error.ts';
import { readPage, writePage } from '../lib/url-state.ts';
import { EmptyText } from './empty-text.tsx';

type ProjectsQuery = {
  data?: { projectList: ProjectListItem[]; totalProjects: number };
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Props = {
  header: ReactNode;
  /** Shown instead of the list while the organisation has no project at all. */
  empty: ReactNode;
  projects: ProjectsQuery;
  columns: TableProps<ProjectListItem>['columns'];
  loading: boolean;
  searchLabel: string;
  scrollX: number;
  /** Extra search or paging controls one list wants (a search button, page size choices). */
  searchProps?: { enterButton?: string };
  paginationProps?: { showSizeChanger?: boolean; pageSizeOptions?: number[] };
};

/**
 * A page of the organisation's projects as a searchable table whose search and page live in the
 * URL (?q=&page=&size=), so a list can be linked and reloaded; each page brings its own columns.
 */
export function ProjectListPage({ header, empty, projects, columns, loading, searchLabel, scrollX, searchProps, paginationProps }: Props) {
  const [params, setParams] = useSearchParams();
  const { page, size, search } = readPage(params);
  const hasNoProjects = projects.isSuccess && projects.data?.totalProjects === 0 && !search;
  return (
    <>
      {header}
      {hasNoProjects ? (
        empty
      ) : (
        <Card>
          <div role="search" style={{ marginBottom: 16, maxWidth: 420 }}>
            <Input.Search
              aria-label={searchLabel}
              placeholder="Search projects by name or website"
              defaultValue={search}
              key={search}
              allowClear
              {...searchProps}
              onSearch={(value) => setParams(writePage(params, { search: value.trim(), page: 1 }))}
            />
          </div>
          {projects.isError ? (
            <Alert
              type="error"
              showIcon
              title="We could not load your projects"
              description={errorMessage(projects.error)}
              action={<Button onClick={() => projects.refetch()}>Try again</Button>}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Table<ProjectListItem>
            rowKey="projectId"
            columns={columns}
            dataSource={projects.data?.projectList ?? []}
            loading={loading}
            scroll={{ x: scrollX }}
            locale={{ emptyText: <EmptyText>{search ? `No project matches “${search}”` : 'No projects'}</EmptyText> }}
            pagination={{
              current: page,
              pageSize: size,
              total: projects.data?.totalProjects ?? 0,
              ...paginationProps,
              showTotal: (total) => (total === 1 ? '1 project' : `${total} projects`),
              onChange: (nextPage, nextSize) => setParams(writePage(params, { page: nextSize !== size ? 1 : nextPage, size: nextSize })),
            }}
          />
        </Card>
      )}
    </>
  );
}

import { GlobalOutlined } from '@ant-design/icons';
import { isLanguageCode, getLanguage } from '@lipi/contract';
import { Button, Card, Descriptions, Result, Skeleton, Tag } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { useFreeProject } from '../api/get-free-project.ts';
import { ProjectProgress } from './project-progress.tsx';
import { ProjectStatusTag } from './project-status-tag.tsx';

const languageLabel = (code: string) => {
  if (!isLanguageCode(code)) return code;
  const language = getLanguage(code);
  return `${language.name.charAt(0).toUpperCase()}${language.name.slice(1)} · ${language.nativeName}`;
};

/** The free-trial project: name, URL, languages and status, with loading, empty and error states. */
export function FreeProjectCard() {
  const project = useFreeProject();
  const title = <h2 style={{ margin: 0, fontSize: 18 }}>Your website project</h2>;

  if (project.isPending) return <Card title={title}><Skeleton active paragraph={{ rows: 4 }} /></Card>;
  if (project.isError) {
    return (
      <Card title={title}>
        <Result
          status="warning"
          title="We could not load your project"
          subTitle={errorMessage(project.error)}
          extra={<Button onClick={() => project.refetch()} loading={project.isFetching}>Try again</Button>}
        />
      </Card>
    );
  }
  if (!project.data) {
    return (
      <Card title={title}>
        <Result status="info" title="No project yet" subTitle="Your free-trial website project will appear here as soon as it has been created." />
      </Card>
    );
  }
  const { name, baseUrl, languages, status, crawlStatus } = project.data;
  return (
    <Card title={title} extra={<ProjectStatusTag status={status} />}>
      <Descriptions
        column={1}
        size="medium"
        styles={{ label: { width: 140 } }}
        items={[
          { key: 'name', label: 'Name', children: name },
          {
            key: 'url',
            label: 'Website',
            children: (
              <a href={baseUrl} target="_blank" rel="noopener noreferrer">
                <GlobalOutlined aria-hidden="true" /> {baseUrl}
              </a>
            ),
          },
          { key: 'crawl', label: 'Crawling', children: crawlStatus.charAt(0) + crawlStatus.slice(1).toLowerCase() },
          {
            key: 'languages',
            label: 'Languages',
            children: (
              <span style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                {languages.map((code) => (
                  <Tag key={code} color="purple" style={{ marginInlineEnd: 0 }}>
                    {languageLabel(code)}
                  </Tag>
                ))}
              </span>
            ),
          },
        ]}
      />
      <h3 style={{ fontSize: 15, margin: '24px 0 8px' }}>Progress</h3>
      <ProjectProgress status={crawlStatus === 'FAILED' ? 'crawlingFailed' : status} />
    </Card>
  );
}

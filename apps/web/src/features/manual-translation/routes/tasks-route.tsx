import { Button, Card, List } from 'antd';
import { EmptyText } from '../../../components/empty-text.tsx';
import { useState } from 'react';
import { useTasks } from '../../../api/manual-translation/tasks.ts';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { languageName } from '../../../lib/languages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { TaskEditor } from '../components/task-editor.tsx';
import { LoadError } from '../../../components/load-error.tsx';

/** /app/tasks: the caller's open steps of professional-translation requests, soonest due first. */
export function TasksRoute() {
  useDocumentTitle('My tasks');
  const tasks = useTasks();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="My tasks" description="Translation, proofreading and editing assigned to you." />
      {tasks.isError ? (
        <LoadError title="We could not load your tasks" query={tasks} />
      ) : (
        <Card style={{ marginBottom: 16 }}>
          <List
            loading={tasks.isPending}
            dataSource={tasks.data?.tasks ?? []}
            locale={{ emptyText: <EmptyText>No tasks for you right now</EmptyText> }}
            renderItem={(t) => (
              <List.Item
                actions={[
                  <Button key="open" type={open === t.subBatchId ? 'primary' : 'default'} onClick={() => setOpen(t.subBatchId)}>
                    Open {t.step} task
                  </Button>,
                  <ButtonLink
                    key="editor"
                    to={`${paths.app.projectTranslations.build(t.projectId)}?${new URLSearchParams({ lang: t.targetLang, task: t.subBatchId })}`}
                    aria-label={`Editor: ${t.step} task into ${languageName(t.targetLang)}`}
                  >
                    Editor
                  </ButtonLink>,
                ]}
              >
                <List.Item.Meta
                  title={`${t.projectName}: ${t.step} into ${languageName(t.targetLang)}`}
                  description={`${t.segments} segments${t.dueDate ? `, due ${t.dueDate}` : ''}`}
                />
              </List.Item>
            )}
          />
        </Card>
      )}
      {open ? (
        <Card>
          <TaskEditor key={open} subBatchId={open} onDone={() => setOpen(null)} />
        </Card>
      ) : null}
    </>
  );
}

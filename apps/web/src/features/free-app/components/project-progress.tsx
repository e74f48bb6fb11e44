import { Steps } from 'antd';

const STEPS = [
  { title: 'Project created', content: 'Your website is registered' },
  { title: 'Collecting pages', content: 'Lipi visits your site' },
  { title: 'Reading content', content: 'Text is split into segments' },
  { title: 'Translating', content: 'Machine translation runs' },
  { title: 'Ready for review', content: 'Review and publish' },
];

const STEP_OF_STATUS: Record<string, number> = {
  partialCreated: 0,
  projectCreated: 0,
  processing: 1,
  crawling: 1,
  crawlingFailed: 1,
  crawled: 2,
  parsing: 2,
  parsingFailed: 2,
  parsed: 3,
  translationProcess: 3,
  translationCompleted: 4,
  completed: 4,
};

/** Where the trial project is on its way from registration to reviewable translations. */
export function ProjectProgress({ status }: { status: string }) {
  const current = STEP_OF_STATUS[status] ?? 0;
  const failed = /failed/i.test(status);
  const done = current === STEPS.length - 1;
  return (
    <Steps
      current={current}
      status={failed ? 'error' : done ? 'finish' : 'process'}
      size="small"
      titlePlacement="vertical"
      items={STEPS}
      aria-label="Project progress"
      style={{ marginTop: 8 }}
    />
  );
}

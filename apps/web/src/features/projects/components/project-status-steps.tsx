import { Steps } from 'antd';
import { STATUS_STEPS, statusToStep } from '../lib/project-status.ts';

/** The project's way from creation to translation, with the failing step in red. */
export function ProjectStatusSteps({ status }: { status: string }) {
  const { current, status: stepStatus } = statusToStep(status);
  return (
    <nav aria-label="Project status timeline">
      <Steps
        current={current}
        status={stepStatus}
        size="small"
        titlePlacement="vertical"
        items={STATUS_STEPS.map(({ title, content }) => ({ title, content }))}
      />
    </nav>
  );
}

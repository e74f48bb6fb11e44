import { ReloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useStartCrawl } from '../../../api/crawl/start-crawl.ts';
import { isBusy } from '../lib/project-status.ts';

type Props = { projectId: string; baseUrl: string; status: string; type?: ButtonProps['type'] };

/** Starts the first crawl, or restarts it from the project's address (asks first while one runs). */
export function StartCrawlButton({ projectId, baseUrl, status, type }: Props) {
  const crawl = useStartCrawl(projectId);
  const isFirst = status === 'partialCreated';
  const start = () =>
    crawl.mutate(baseUrl, { onSuccess: (reply) => toast.success(reply.message || 'Crawl started'), onError: (error) => toast.error(errorMessage(error)) });
  const button = (
    <Button
      type={type ?? (isFirst ? 'primary' : 'default')}
      icon={<ReloadOutlined aria-hidden="true" />}
      loading={crawl.isPending}
      onClick={isBusy(status) ? undefined : start}
    >
      {isFirst ? 'Start crawl' : 'Restart crawl'}
    </Button>
  );
  if (!isBusy(status)) return button;
  return (
    <Popconfirm title="Restart the crawl?" description="The running crawl stops and starts again from the first page." okText="Restart" onConfirm={start}>
      {button}
    </Popconfirm>
  );
}

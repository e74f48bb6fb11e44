import { Alert, Button, Skeleton, Switch } from 'antd';
import { useAutoTranslate } from '../../../api/machine-translation/auto-translate.ts';
import { useUpdateAutoTranslate } from '../../../api/machine-translation/update-auto-translate.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';

/** "Translate new content automatically": text the snippet finds after load is machine translated soon after. */
export function AutoTranslateSwitch({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const setting = useAutoTranslate(projectId);
  const update = useUpdateAutoTranslate(projectId);
  if (setting.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (setting.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="We could not load the automatic translation setting"
        description={errorMessage(setting.error)}
        action={<Button onClick={() => void setting.refetch()}>Try again</Button>}
      />
    );
  const id = `auto-translate-${projectId}`;
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: 16 }}>
      <Switch
        id={id}
        aria-describedby={`${id}-help`}
        checked={setting.data.enabled}
        loading={update.isPending}
        disabled={!canEdit}
        onChange={(enabled) =>
          update.mutate(enabled, {
            onSuccess: (reply) => toast.success(reply.message),
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      />
      <div>
        <label htmlFor={id} style={{ fontWeight: 600 }}>
          Translate new content automatically
        </label>
        <div id={`${id}-help`} style={{ color: '#55536b' }}>
          Text your visitors’ pages show that was never crawled is machine translated about 30 seconds after it is first seen, within your plan’s characters.
          {setting.data.isDefault ? ' Default: on when a language uses a translation engine, off for transliteration.' : ''}
        </div>
      </div>
    </div>
  );
}

import { Card, Switch } from 'antd';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSetProjectFlag, type ProjectFlagKey } from '../../../api/projects/set-project-flag.ts';

const FLAGS: { key: ProjectFlagKey; label: string; help: string }[] = [
  { key: 'canonical', label: 'Canonical links', help: 'Translated pages point search engines at their own language version.' },
  { key: 'cache', label: 'Cache translations', help: 'The snippet keeps translations in the browser for faster pages.' },
  { key: 'metaTags', label: 'Translate meta tags', help: 'Titles, descriptions and social tags are translated too.' },
];

/** The snippet's delivery flags, one switch each. */
export function ProjectFlagsCard({ projectId, flags, disabled }: { projectId: string; flags: Record<ProjectFlagKey, boolean>; disabled?: boolean }) {
  const setFlag = useSetProjectFlag(projectId);
  const toggle = (key: ProjectFlagKey, status: boolean) =>
    setFlag.mutate(
      { key, status },
      { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(errorMessage(error, "Couldn't update")) },
    );

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 17 }}>Delivery</h2>}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 16 }}>
        {FLAGS.map(({ key, label, help }) => (
          <li key={key} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <span>
              <span id={`flag-${key}`} style={{ fontWeight: 600, display: 'block' }}>
                {label}
              </span>
              <span id={`flag-${key}-help`} style={{ color: '#55536b', fontSize: 13 }}>
                {help}
              </span>
            </span>
            <Switch
              checked={flags[key]}
              loading={setFlag.isPending && setFlag.variables?.key === key}
              disabled={disabled || setFlag.isPending}
              onChange={(checked) => toggle(key, checked)}
              aria-labelledby={`flag-${key}`}
              aria-describedby={`flag-${key}-help`}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

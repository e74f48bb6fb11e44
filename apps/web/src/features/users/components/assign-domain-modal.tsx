import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useAssignCollaborator } from '../../../api/domains/assign-collaborator.ts';
import { useProjectDomains } from '../../../api/domains/fetch-domains.ts';
import { useProjectChoices } from '../../../api/projects/list-projects.ts';
import type { CollaboratorRow } from '../../../api/users/collaborators.ts';
import { ServerFormError } from '../../../components/server-form-error.tsx';
import { toast } from '../../../lib/toast.ts';

/** Assign a collaborator to one domain of a project, from the collaborator's row. */
export function AssignDomainModal({ collaborator, onClose }: { collaborator: CollaboratorRow | null; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [hostname, setHostname] = useState<string | null>(null);
  const projects = useProjectChoices(search, Boolean(collaborator));
  const domains = useProjectDomains(projectId);
  const assign = useAssignCollaborator();
  const close = () => {
    setProjectId(null);
    setHostname(null);
    assign.reset();
    onClose();
  };
  const submit = () => {
    if (!collaborator || !projectId || !hostname) return;
    assign.mutate(
      { projectId, hostname, userIds: [collaborator.id] },
      {
        onSuccess: () => {
          toast.success(`${collaborator.name} can now work on ${hostname}.`);
          close();
        },
      },
    );
  };
  return (
    <Modal
      open={Boolean(collaborator)}
      title={`Assign a domain to ${collaborator?.name ?? ''}`}
      okText="Assign"
      okButtonProps={{ disabled: !hostname }}
      confirmLoading={assign.isPending}
      onOk={submit}
      onCancel={close}
      destroyOnHidden
    >
      <ServerFormError error={assign.error} />
      <Form layout="vertical">
        <Form.Item label="Project" htmlFor="assign-project">
          <Select
            id="assign-project"
            value={projectId ?? undefined}
            loading={projects.isPending}
            showSearch={{ filterOption: false, onSearch: setSearch }}
            onChange={(id: string) => {
              setProjectId(id);
              setHostname(null);
            }}
            options={(projects.data?.projectList ?? []).map((p) => ({ value: p.projectId, label: `${p.name} · ${p.hostname}` }))}
          />
        </Form.Item>
        <Form.Item label="Domain" htmlFor="assign-domain">
          <Select
            id="assign-domain"
            value={hostname ?? undefined}
            disabled={!projectId}
            loading={domains.isFetching}
            onChange={(h: string) => setHostname(h)}
            options={(domains.data?.domains ?? []).map((d) => ({ value: d.hostname, label: d.hostname }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

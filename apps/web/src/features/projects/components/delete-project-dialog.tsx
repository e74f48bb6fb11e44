import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { DELETE_MESSAGES, useDeleteProject } from '../../../api/projects/delete-project.ts';

type Props = { projectId: string; projectName: string; onRequested?: () => void };

/**
 * Delete with a confirmation. The server only queues the delete: 'request sent' now, and the
 * outcome later through a notification (useProjectDeleteNotices).
 */
export function DeleteProjectButton({ projectId, projectName, onRequested }: Props) {
  const [open, setOpen] = useState(false);
  const [keepTm, setKeepTm] = useState(true);
  const remove = useDeleteProject();

  const confirm = () =>
    remove.mutate(
      { projectId, keepTm },
      {
        onSuccess: () => {
          toast.success(DELETE_MESSAGES.requested);
          setOpen(false);
          onRequested?.();
        },
        onError: () => toast.error(DELETE_MESSAGES.requestFailed),
      },
    );

  return (
    <>
      <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Modal
        open={open}
        title={`Delete ${projectName}?`}
        onCancel={() => setOpen(false)}
        mask={{ closable: !remove.isPending }}
        closable={!remove.isPending}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>,
          <Button key="delete" type="primary" danger loading={remove.isPending} onClick={confirm}>
            Delete project
          </Button>,
        ]}
      >
        <p>Every page, segment and setting of this project will be removed. This cannot be undone.</p>
        <Checkbox checked={keepTm} onChange={(e) => setKeepTm(e.target.checked)} disabled={remove.isPending}>
          Keep translation memory
        </Checkbox>
        <p style={{ color: '#55536b', fontSize: 13, margin: '6px 0 0 24px' }}>
          Translations stay in your organisation&apos;s memory and are reused by your other projects.
        </p>
      </Modal>
    </>
  );
}

import { Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ManualRequestDetailData } from '../../../api/manual-translation/request-detail.ts';
import { useApproveRequest, useDeleteRequest, useRejectRequest, useRevertRequest } from '../../../api/manual-translation/review-request.ts';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';

const report = { onSuccess: (env: { message: string }) => env.message && toast.success(env.message), onError: (e: unknown) => toast.error(errorMessage(e)) };

/** Approve, reject with a reason, revert (all or one language), delete: each enabled when the status allows it. */
export function ReviewActions({ detail }: { detail: ManualRequestDetailData }) {
  const { requestId, status } = detail.requests;
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const revert = useRevertRequest();
  const remove = useDeleteRequest();
  const navigate = useNavigate();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const signed = detail.batches.filter((b) => b.status === 'signOff');
  return (
    <Space wrap>
      {status === 'completedManualTranslation' ? (
        <>
          <Button type="primary" loading={approve.isPending} onClick={() => approve.mutate({ requestId }, report)}>
            Approve and publish
          </Button>
          <Button onClick={() => setRejecting(true)}>Send back</Button>
        </>
      ) : null}
      {signed.length > 1 ? (
        <Button loading={revert.isPending} onClick={() => revert.mutate({ requestId }, report)}>
          Revert all
        </Button>
      ) : null}
      {signed.map((b) => (
        <Popconfirm
          key={b.batchId}
          title={`Restore the ${languageName(b.targetLang)} text from before the sign-off?`}
          onConfirm={() => revert.mutate({ requestId, batchId: b.batchId }, report)}
        >
          <Button loading={revert.isPending}>Revert {languageName(b.targetLang)}</Button>
        </Popconfirm>
      ))}
      {status !== 'signOff' ? (
        <Popconfirm
          title="Delete this request?"
          onConfirm={() => remove.mutate({ requestId }, { ...report, onSuccess: () => navigate(paths.app.manualTranslation) })}
        >
          <Button danger>Delete request</Button>
        </Popconfirm>
      ) : null}
      <Modal
        open={rejecting}
        title="Send the work back"
        okText="Send back"
        okButtonProps={{ disabled: !reason.trim(), loading: reject.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={() => reject.mutate({ requestId, reason }, { ...report, onSuccess: () => setRejecting(false) })}
      >
        <label htmlFor="reject-reason">What needs to change</label>
        <Input.TextArea id="reject-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
      </Modal>
    </Space>
  );
}

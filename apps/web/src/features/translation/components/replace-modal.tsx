import { TRANSLATION_LIMITS, toBcp47 } from '@lipi/contract';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useReplaceText } from '../../../api/translation/replace-text.ts';

type Values = { find: string; replace: string; matchCase: boolean; onlySelected: boolean };

/** Find a word in the translations of one language and replace it everywhere (or in the selected rows). */
export function ReplaceButton({ projectId, targetLang, selected }: { projectId: string; targetLang: string; selected: string[] }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const replace = useReplaceText(projectId);

  const submit = (values: Values) =>
    replace.mutate(
      {
        targetLang,
        find: values.find,
        replace: values.replace ?? '',
        matchCase: Boolean(values.matchCase),
        sourceHashes: values.onlySelected && selected.length ? selected : undefined,
      },
      {
        onSuccess: (reply) => {
          if (reply.data.replaced === 0) toast.warning(reply.message);
          else {
            toast.success(reply.message);
            setOpen(false);
            form.resetFields();
          }
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );

  return (
    <>
      <Button onClick={() => setOpen(true)}>Find and replace</Button>
      <Modal
        open={open}
        title={`Find and replace in ${languageName(targetLang)}`}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)} disabled={replace.isPending}>
            Cancel
          </Button>,
          <Button key="ok" type="primary" loading={replace.isPending} onClick={() => form.submit()}>
            Replace all
          </Button>,
        ]}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          disabled={replace.isPending}
          initialValues={{ matchCase: false, onlySelected: selected.length > 0 }}
        >
          <Form.Item name="find" label="Find" rules={[{ required: true, message: 'find is required' }, { max: TRANSLATION_LIMITS.findLength }]}>
            <Input lang={toBcp47(targetLang)} autoFocus />
          </Form.Item>
          <Form.Item name="replace" label="Replace with" rules={[{ max: TRANSLATION_LIMITS.findLength }]}>
            <Input lang={toBcp47(targetLang)} />
          </Form.Item>
          <Form.Item name="matchCase" valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>Match case</Checkbox>
          </Form.Item>
          {selected.length > 0 ? (
            <Form.Item name="onlySelected" valuePropName="checked" style={{ marginBottom: 0 }}>
              <Checkbox>Only in the {selected.length} selected segments</Checkbox>
            </Form.Item>
          ) : null}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal>
    </>
  );
}

import { SUGGESTION_LIMITS, type SuggestionRow, toBcp47 } from '@lipi/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

type Props = { row: SuggestionRow | null; pending: boolean; onCancel: () => void; onAccept: (text: string) => void };

/** Accept with a correction: the reviewer's text goes into the TM instead of the visitor's. */
export function AcceptModal({ row, pending, onCancel, onAccept }: Props) {
  const [form] = Form.useForm<{ text: string }>();
  useEffect(() => {
    if (row) form.setFieldsValue({ text: row.suggestedText });
  }, [row, form]);
  return (
    <Modal
      open={row !== null}
      title="Edit and accept"
      okText="Accept"
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={pending}
      cancelButtonProps={{ disabled: pending }}
      destroyOnHidden
    >
      {row ? (
        <Form form={form} layout="vertical" disabled={pending} onFinish={(v) => onAccept(v.text.trim())} initialValues={{ text: row.suggestedText }}>
          <p style={{ marginTop: 0 }}>
            <strong>Original:</strong> <span lang="en">{row.sourceText}</span>
          </p>
          {row.currentTranslation ? (
            <p>
              <strong>Current translation:</strong> <span lang={toBcp47(row.targetLang)}>{row.currentTranslation}</span>
            </p>
          ) : null}
          <Form.Item
            name="text"
            label="Translation to save"
            rules={[
              { required: true, whitespace: true, message: 'Please enter the translation' },
              { max: SUGGESTION_LIMITS.editedTextChars, message: `At most ${SUGGESTION_LIMITS.editedTextChars} characters` },
            ]}
          >
            <Input.TextArea rows={4} lang={toBcp47(row.targetLang)} autoFocus />
          </Form.Item>
          <p style={{ margin: 0, fontSize: 13, color: '#55536b' }}>
            Keep the numbered markers such as &lt;1&gt;…&lt;/1&gt;: they hold the page’s links and formatting.
          </p>
        </Form>
      ) : null}
    </Modal>
  );
}

import { PIPELINE_NAMES } from '@lipi/contract';
import { Form, Input, Radio, Space } from 'antd';
import { PIPELINE_LABELS } from '../lib/pipelines.ts';

/**
 * The service, due date and notes of a professional-translation request (Form.Items named
 * `pipeline`, `dueDate`, `notes`): the same three fields wherever a request is made.
 */
export function RequestServiceFields() {
  return (
    <>
      <Form.Item label="Service" name="pipeline">
        <Radio.Group aria-label="Service">
          <Space direction="vertical">
            {PIPELINE_NAMES.map((p) => (
              <Radio key={p} value={p}>
                {PIPELINE_LABELS[p]}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item label="Due date" name="dueDate">
        <Input type="date" />
      </Form.Item>
      <Form.Item label="Notes for the linguists" name="notes">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </>
  );
}

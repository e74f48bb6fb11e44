import { isValidGstin, KYC_ACCEPT, KYC_DOCUMENT_TYPES, KYC_LIMITS, KYC_MESSAGES, parseMaskedAadhaar, type KycDocumentType } from '@lipi/contract';
import { Alert, Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useUploadKyc } from '../../../api/kyc/kyc-mutations.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { KYC_TYPE_LABELS } from './kyc-labels.tsx';

type Values = { type?: KycDocumentType; maskedAadhaar?: string; gstin?: string };

/** Upload one document: its type, the file (PDF or image) and, for Aadhaar, the masked number only. */
export function KycUploadForm() {
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadKyc();
  const type = Form.useWatch('type', form);

  const pickFile = (picked: File | undefined) => {
    setFile(picked ?? null);
    setFileError(picked && picked.size > KYC_LIMITS.maxBytes ? KYC_MESSAGES.tooLarge : null);
  };
  const submit = (values: Values) => {
    if (!file) return setFileError(KYC_MESSAGES.fileRequired);
    if (fileError || !values.type) return;
    upload.mutate(
      { type: values.type, file, maskedAadhaar: values.maskedAadhaar, gstin: values.gstin?.trim().toUpperCase() || undefined },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          form.resetFields();
          setFile(null);
          setInputKey((k) => k + 1);
        },
      },
    );
  };

  return (
    <Card title="Upload a document">
      <Form form={form} layout="vertical" onFinish={submit} disabled={upload.isPending} style={{ maxWidth: 520 }}>
        <Form.Item name="type" label="Document type" rules={[{ required: true, message: KYC_MESSAGES.typeRequired }]}>
          <Select placeholder="Choose the document type" options={KYC_DOCUMENT_TYPES.map((t) => ({ value: t, label: KYC_TYPE_LABELS[t] }))} />
        </Form.Item>
        {type === 'aadhaar' ? (
          <Form.Item
            name="maskedAadhaar"
            label="Masked Aadhaar number"
            extra="Upload the masked e-Aadhaar from UIDAI and type the number as printed on it: only its last four digits are kept."
            rules={[
              {
                validator: async (_rule, value?: string) => {
                  const parsed = parseMaskedAadhaar(value ?? '');
                  if ('error' in parsed) throw new Error(parsed.error);
                },
              },
            ]}
          >
            <Input placeholder="XXXX XXXX 1234" autoComplete="off" inputMode="text" />
          </Form.Item>
        ) : null}
        {type === 'gst' ? (
          <Form.Item
            name="gstin"
            label="GSTIN (optional)"
            extra="15 characters as on the certificate. Once the document is accepted it is printed on your invoices."
            rules={[
              {
                validator: async (_rule, value?: string) => {
                  const gstin = value?.trim().toUpperCase();
                  if (gstin && !isValidGstin(gstin)) throw new Error(KYC_MESSAGES.gstinInvalid);
                },
              },
            ]}
          >
            <Input placeholder="27AAPFU0939F1ZV" autoComplete="off" maxLength={15} style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        ) : null}
        <Form.Item
          label="File"
          htmlFor="kyc-file"
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? `PDF, PNG, JPEG or WebP, at most ${KYC_LIMITS.maxBytes / 1024 / 1024} MB`}
        >
          <input key={inputKey} id="kyc-file" type="file" accept={KYC_ACCEPT} onChange={(e) => pickFile(e.target.files?.[0])} />
        </Form.Item>
        {upload.isError ? <Alert type="error" showIcon title={errorMessage(upload.error)} style={{ marginBottom: 16 }} /> : null}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={upload.isPending}>
            Upload document
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

import { Button, Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session/session.ts';
import { useUpdateSessionUser } from '../../../lib/session/session-actions.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../../../api/users/update-user.ts';
import { TermsText } from './terms-text.tsx';

export const TERMS_MODAL_WIDTH = 900;

/** Every user with an api key accepts the terms once before using the product (spec 01 §2). */
export function TermsGate() {
  const user = useCurrentUser();
  const updateSessionUser = useUpdateSessionUser();
  const update = useUpdateUser();
  const [agreed, setAgreed] = useState(false);
  const open = Boolean(user?.apikey) && user?.contractAgreed === false;

  const onAgree = () => {
    if (!user?.apikey) {
      toast.warning('Something went wrong');
      return;
    }
    update.mutate(
      { apikey: user.apikey, updateObj: { contractAgreed: true } },
      {
        onSuccess: () => updateSessionUser({ contractAgreed: true }),
        onError: (error) => toast.warning(error.message),
      },
    );
  };

  return (
    <Modal
      open={open}
      width={TERMS_MODAL_WIDTH}
      title="Terms and conditions"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
            I agree to the terms and conditions
          </Checkbox>
          <Button type="primary" disabled={!agreed} loading={update.isPending} onClick={onAgree}>
            Agree
          </Button>
        </div>
      }
    >
      <p style={{ color: '#55536b' }}>Please read and accept the terms below before you continue to use Lipi.</p>
      <TermsText />
    </Modal>
  );
}

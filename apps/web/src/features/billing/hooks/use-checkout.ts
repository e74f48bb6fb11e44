import { BILLING_MESSAGES, type RouteReply, type BILLING_ROUTES } from '@lipi/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConfirmPayment, useDismissPayment } from '../../../api/billing/payments.ts';
import { errorMessage } from '../../../lib/api-error.ts';

type OrderDetails = RouteReply<typeof BILLING_ROUTES.create>['orderDetails'];
type RazorpayResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayCheckout = new (options: Record<string, unknown>) => { open: () => void };

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadRazorpay(): Promise<RazorpayCheckout> {
  const existing = (window as unknown as { Razorpay?: RazorpayCheckout }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.onload = () => resolve((window as unknown as { Razorpay: RazorpayCheckout }).Razorpay);
    script.onerror = () => reject(new Error('Razorpay Checkout could not be loaded. Check your connection and try again.'));
    document.body.appendChild(script);
  });
}

/**
 * Opens the gateway for an order: Razorpay Checkout in a modal, or the dev gateway's page (which
 * comes back to this page with the same three signed fields). Either way transaction/success
 * verifies before anything is granted; closing Checkout records the dismissal.
 */
export function useCheckout(onPaid?: () => void) {
  const confirm = useConfirmPayment();
  const dismiss = useDismissPayment();
  const [notice, setNotice] = useState<{ type: 'success' | 'error' | 'info'; text: string } | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  const finish = useCallback(
    async (result: RazorpayResult) => {
      try {
        const reply = await confirm.mutateAsync(result);
        setNotice({ type: 'success', text: reply.message });
        onPaid?.();
      } catch (err) {
        setNotice({ type: 'error', text: errorMessage(err) });
      }
    },
    [confirm, onPaid],
  );
  const dismissed = useCallback(
    async (orderId: string) => {
      try {
        const reply = await dismiss.mutateAsync({ orderId, status: 'dismissed' });
        setNotice({ type: 'info', text: reply.message });
      } catch (err) {
        setNotice({ type: 'error', text: errorMessage(err) });
      }
    },
    [dismiss],
  );

  // The dev gateway's page sends the browser back here with its result in the query string.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const key = location.search;
    if (!key || handled.current === key) return;
    const orderId = params.get('razorpay_order_id');
    const paymentId = params.get('razorpay_payment_id');
    const signature = params.get('razorpay_signature');
    const dismissedId = params.get('payment_dismissed');
    const failedId = params.get('payment_failed');
    if (!(orderId && paymentId && signature) && !dismissedId && !failedId) return;
    handled.current = key;
    navigate(location.pathname, { replace: true });
    if (orderId && paymentId && signature) void finish({ razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature });
    else if (dismissedId) void dismissed(dismissedId);
    else setNotice({ type: 'error', text: 'The payment failed. Nothing was charged; you can try again.' });
  }, [location.search, location.pathname, navigate, finish, dismissed]);

  const open = useCallback(
    async (order: OrderDetails) => {
      setNotice(null);
      if (order.gateway === 'dev' && order.checkoutUrl) {
        window.location.assign(`${order.checkoutUrl}?return=${encodeURIComponent(location.pathname)}`);
        return;
      }
      try {
        const Razorpay = await loadRazorpay();
        new Razorpay({
          key: order.keyId,
          order_id: order.orderId,
          amount: order.total,
          currency: order.currency,
          name: 'Lipi',
          description: order.description,
          handler: (result: RazorpayResult) => void finish(result),
          modal: { ondismiss: () => void dismissed(order.orderId) },
        }).open();
      } catch (err) {
        setNotice({ type: 'error', text: errorMessage(err) });
      }
    },
    [location.pathname, finish, dismissed],
  );

  return { open, notice, isConfirming: confirm.isPending, dismissedMessage: BILLING_MESSAGES.dismissed };
}

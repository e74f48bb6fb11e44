import { AUTH_ROUTES as R } from '@lipi/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { ok } from '../../lib/envelope.ts';
import { registerRoute } from '../../lib/route.ts';
import { hasProjectForSite } from '../projects/projects.service.ts';
import { onboardFreeOrg } from './onboarding.service.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import { OTP_SENT, resendPhoneOtp, sendEmailOtp, startRegistration, verifyEmailOtp, verifyPhoneOtp } from './registration.service.ts';
import { startSession } from './session-cookies.ts';

/** The free-trial registration of spec 01 §4: OTPs on phone and email, then onboarding. */
export function registerFreeTrialRoutes(app: FastifyInstance, ctx: AppContext) {
  const sendLimit = { policy: 'public', config: { rateLimit: RATE_LIMITS.sendOtp } } as const;
  const verifyLimit = { policy: 'public', config: { rateLimit: RATE_LIMITS.verifyOtp } } as const;

  registerRoute(app, ctx, R.sendOtp, {
    ...sendLimit,
    handler: async (request) => {
      const authenticationCode = await startRegistration(ctx, request.body, request.ip);
      return ok({ authenticationCode }, OTP_SENT);
    },
  });

  registerRoute(app, ctx, R.resendOtp, {
    ...sendLimit,
    handler: async (request) => {
      const status = await resendPhoneOtp(ctx, request.body.authenticationCode, request.ip);
      return ok(status, status.phoneVerified ? 'Your mobile number is already verified.' : 'A new OTP has been sent to your mobile.');
    },
  });

  registerRoute(app, ctx, R.verifyOtp, {
    ...verifyLimit,
    handler: async (request) => {
      const status = await verifyPhoneOtp(ctx, request.body.authenticationCode, request.body.otp);
      return ok(status, 'Your mobile number is verified.');
    },
  });

  registerRoute(app, ctx, R.sendEmailOtp, {
    ...sendLimit,
    handler: async (request) => {
      const token = await sendEmailOtp(ctx, request.body, request.ip);
      return ok({ token }, 'An OTP has been sent to your email.');
    },
  });

  registerRoute(app, ctx, R.verifyEmailOtp, {
    ...verifyLimit,
    handler: async (request) => {
      const status = await verifyEmailOtp(ctx, request.body);
      return ok(status, 'Your email is verified.');
    },
  });

  registerRoute(app, ctx, R.onboardFreeOrg, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.onboard },
    handler: async (request, reply) => {
      const { user, projectId } = await onboardFreeOrg(ctx, request.body.authenticationCode);
      const token = await startSession(ctx, reply, user);
      return ok({ token, projectId, role: user.role }, 'Welcome to Lipi! Your free trial is ready.');
    },
  });

  /*
   * The spec leaves this call's payload and answer unstated ("not shown"). Design: the free-trial
   * form asks whether a website is already a Lipi project, so a second sign-up for the same site
   * can be warned before OTPs are sent. It answers only a boolean about a hostname (which sites
   * embed Lipi is visible on those sites anyway) and never which organisation owns it; a per-IP
   * rate limit stops bulk probing.
   */
  registerRoute(app, ctx, R.checkProjectExists, {
    policy: 'public',
    config: { rateLimit: RATE_LIMITS.checkProject },
    handler: async (request) => {
      const exists = await hasProjectForSite(ctx.db, request.body.url);
      return ok({ exists }, exists ? 'A project for this website already exists.' : '');
    },
  });
}

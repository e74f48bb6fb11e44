import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths.ts';
import { ForgotPasswordRoute } from '../features/auth/routes/forgot-password-route.tsx';
import { HomeRoute } from '../features/auth/routes/home-route.tsx';
import { NewPasswordRoute } from '../features/auth/routes/new-password-route.tsx';
import { RegisterRoute } from '../features/auth/routes/register-route.tsx';
import { SignInRoute } from '../features/auth/routes/sign-in-route.tsx';
import { SignUpRoute } from '../features/auth/routes/sign-up-route.tsx';
import { VerificationRoute } from '../features/auth/routes/verification-route.tsx';
import { NotificationRoute } from '../features/public/routes/notification-route.tsx';
import { PrivacyPolicyRoute } from '../features/public/routes/privacy-policy-route.tsx';

/** The public routes of spec 01 §2; any other path goes to /. */
export function PublicRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomeRoute />} />
      <Route path={paths.register} element={<RegisterRoute />} />
      <Route path={paths.signIn} element={<SignInRoute />} />
      <Route path={paths.signUp} element={<SignUpRoute />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
      <Route path={paths.verification.pattern} element={<VerificationRoute />} />
      <Route path={paths.newPassword.pattern} element={<NewPasswordRoute />} />
      <Route path={paths.notification.pattern} element={<NotificationRoute />} />
      <Route path={paths.privacyPolicy} element={<PrivacyPolicyRoute />} />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}

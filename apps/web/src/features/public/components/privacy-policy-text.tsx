import type { ReactNode } from 'react';

type Section = { title: string; body: ReactNode };

/** Lipi's own privacy policy. Lipi is self-hostable: the organisation running an installation is the controller. */
export const PRIVACY_SECTIONS: Section[] = [
  {
    title: '1. Who we are',
    body: (
      <p>
        Lipi is an open-source, self-hostable platform for localising websites, mobile apps, API content and documents into Indian and other languages. This
        policy explains what personal data a Lipi installation collects, why, how long it is kept and the choices you have. The organisation that operates the
        installation you are using decides how it is run and is responsible for your data (the data fiduciary).
      </p>
    ),
  },
  {
    title: '2. The data we collect',
    body: (
      <ul>
        <li>Account details: your name, email address, mobile number and, for organisation accounts, the organisation name.</li>
        <li>Project details: the website URL you register and the languages you choose.</li>
        <li>Your password, stored only as a salted Argon2id hash. Nobody, including administrators, can read it.</li>
        <li>One-time passwords (OTPs), stored only as hashes and valid for 10 minutes.</li>
        <li>Usage data: sign-in times, failed sign-in attempts, your IP address, and the actions you take in the dashboard.</li>
        <li>Content you submit for translation, and the translations produced for it.</li>
      </ul>
    ),
  },
  {
    title: '3. Why we use it',
    body: (
      <ul>
        <li>To create and run your account and your projects, and to translate the content you send us.</li>
        <li>To confirm that the mobile number and email address are yours (OTP verification).</li>
        <li>To keep accounts safe: rate limits, temporary lock-outs after repeated failed sign-ins, and audit logs.</li>
        <li>To send service messages such as verification codes, password links and project updates.</li>
        <li>To meet legal obligations, such as responding to lawful requests from authorities.</li>
      </ul>
    ),
  },
  {
    title: '4. Sharing',
    body: (
      <p>
        We never sell personal data and never use it for advertising. Data is shared only with the service providers the operator configures to run the platform
        (an email provider, an SMS gateway, machine-translation and translation-management services) and only as far as each needs it to do its job, or where
        the law requires it.
      </p>
    ),
  },
  {
    title: '5. How long we keep it',
    body: (
      <p>
        Personal data is kept for 3 years after your last activity. A deletion job runs once a year and permanently deletes, or irreversibly anonymises, every
        record that is past this retention period. Backups containing such data expire on their normal rotation.
      </p>
    ),
  },
  {
    title: '6. Your rights and opting out',
    body: (
      <p>
        You may ask to see, correct or delete your personal data, withdraw your consent, or opt out of non-essential messages at any time. Opt-out and deletion
        requests are processed within 10 business days. Deleting your account also deletes your projects on that installation.
      </p>
    ),
  },
  {
    title: '7. Minimum age',
    body: <p>Lipi is meant for businesses and professionals. You must be at least 18 years old to register or use it.</p>,
  },
  {
    title: '8. Cookies and browser storage',
    body: (
      <p>
        Lipi sets only two cookies: a session cookie that keeps you signed in, and a CSRF cookie that protects your actions from forged requests sent by other
        websites. There are no advertising, analytics or tracking cookies. Your browser also keeps your session token and your role (in encoded form) in local
        storage until you sign out.
      </p>
    ),
  },
  {
    title: '9. Security',
    body: (
      <p>
        Traffic is encrypted in transit, passwords and one-time codes are hashed, sign-in links are single use and expire, and sessions are revoked when you
        sign out or change your password. No system is perfectly secure; if we learn of a breach that affects you, we will tell you and the authorities as the
        law requires.
      </p>
    ),
  },
  {
    title: '10. Changes and contact',
    body: (
      <p>
        We will announce material changes to this policy in the dashboard before they take effect. For any privacy question or request, write to the
        administrator of the Lipi installation you use, from the email address registered on your account, with the subject “Privacy request”.
      </p>
    ),
  },
];

const TERMS = [
  [
    'Using Lipi',
    'Lipi is provided to your organisation to localise its own websites, apps, API content and documents. Use it only for content you own or are allowed to translate, and keep your sign-in details and api key confidential.',
  ],
  [
    'Your content',
    'You keep all rights in the content you submit and in its translations. You allow the platform to process that content, and to pass it to the translation services your organisation has enabled, only to provide the service.',
  ],
  [
    'Translations',
    'Machine translations are produced automatically and may contain errors. Review important content, or order professional translation, proofreading or editing, before you publish it.',
  ],
  [
    'Api key',
    'Your api key identifies your organisation to the Lipi script and API. Anyone with the key can request translations on your behalf: store it safely and rotate it if you think it has leaked.',
  ],
  [
    'Fair use',
    'Do not use Lipi to break the law, to infringe the rights of others, to send malicious code, or to overload the service. Accounts that do may be suspended.',
  ],
  ['Fees', 'Free trials are limited to one website project. Paid services are charged at the prices shown in the dashboard when you order them.'],
  ['Privacy', 'Personal data is handled as described in the Privacy Policy, including the 3-year retention period and your right to opt out.'],
  [
    'Availability and liability',
    'The service is provided as is. To the extent the law allows, the operator is not liable for indirect losses or for losses caused by content published without review.',
  ],
  ['Changes', 'These terms may change. You will be asked to agree again before material changes apply to you.'],
] as const;

/** The terms-and-conditions text of the agreement gate, in a keyboard-scrollable region. */
export function TermsText() {
  return (
    <div
      role="region"
      aria-label="Terms and conditions text"
      tabIndex={0}
      className="scroll-region"
      style={{ maxHeight: '50vh', overflowY: 'auto', lineHeight: 1.65 }}
    >
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {TERMS.map(([title, text]) => (
          <li key={title} style={{ marginBottom: 12 }}>
            <strong>{title}.</strong> {text}
          </li>
        ))}
      </ol>
    </div>
  );
}

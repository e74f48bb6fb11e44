/** Escapes text for HTML so a message body can never inject markup into the dev page. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Message = { channel: string; to: string; subject: string | null; body: string; createdAt: Date };

/** The dev mailbox page: plain server-rendered HTML so it works even before the web app is built. */
export function renderOutboxPage(messages: Message[], to?: string): string {
  const rows = messages
    .map(
      (m) => `<article><header><strong>${m.channel === 'sms' ? 'SMS' : 'Mail'}</strong> to ${escapeHtml(m.to)}
      <time>${m.createdAt.toISOString()}</time></header>${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}
      <pre>${escapeHtml(m.body)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lipi dev outbox</title>
<style>body{font:15px system-ui;margin:2rem auto;max-width:760px;color:#1f1d3a}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
time{color:#666;float:right}pre{white-space:pre-wrap;font:inherit}.note{background:#fff7e6;border:1px solid #ffd591;padding:.75rem;border-radius:8px}</style></head>
<body><main><h1>Dev outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p class="note">Development only: no SMTP_URL or SMS_WEBHOOK_URL is set, so mails and SMS are kept here instead of being sent. Newest first.</p>
<form method="get"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button></form>
${rows || '<p>No messages yet.</p>'}</main></body></html>`;
}

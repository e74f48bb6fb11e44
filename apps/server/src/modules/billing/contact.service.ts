import type { contactRequest, salesContactRequest } from '@lipi/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { contactQueries } from '../../db/schema/index.ts';
import { queueMail } from '../messaging/messaging.ts';
import type { AuthInfo } from '../sessions/sessions.service.ts';

type Input = z.output<typeof salesContactRequest> | z.output<typeof contactRequest>;

/** query/create and transaction/contact: the query is stored, then mailed to SALES_EMAIL through the mail job. */
export async function createContactQuery(
  ctx: Pick<AppContext, 'db' | 'clock' | 'queue' | 'config'>,
  kind: 'contact' | 'sales',
  input: Input,
  auth: AuthInfo | null,
) {
  const planCode = 'planCode' in input ? (input.planCode ?? null) : null;
  const [row] = await ctx.db
    .insert(contactQueries)
    .values({
      kind,
      organisationId: auth?.organisationId ?? null,
      userId: auth?.userId ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      company: input.company ?? null,
      planCode,
      message: input.message,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: contactQueries.id });
  const lines = [
    `From: ${input.name} <${input.email}>`,
    input.phone ? `Phone: ${input.phone}` : '',
    input.company ? `Company: ${input.company}` : '',
    planCode ? `Plan: ${planCode}` : '',
    '',
    input.message,
  ];
  await queueMail(ctx, {
    to: ctx.config.SALES_EMAIL,
    subject: kind === 'sales' ? `Sales query from ${input.name}` : `Contact query from ${input.name}`,
    text: lines.filter((l, i) => l !== '' || i === 4).join('\n'),
  });
  return { query: { id: row!.id, kind } };
}

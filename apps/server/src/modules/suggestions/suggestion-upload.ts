import { SUGGESTION_DECISIONS, SUGGESTION_LIMITS, SUGGESTION_REVIEW_MESSAGES } from '@lipi/contract';
import { restoreCell } from '@lipi/engine/codecs';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { parseCsv } from './csv.ts';
import type { Decision } from './suggestions.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const wrongFormat = () => new AppError('BAD_REQUEST', SUGGESTION_REVIEW_MESSAGES.uploadFormat);

/** The multipart form: a projectId field (or ?projectId=) and one CSV file. */
export async function readDecisionUpload(request: FastifyRequest): Promise<{ projectId: string; content: Buffer }> {
  if (!request.isMultipart()) throw wrongFormat();
  let projectId = String((request.query as Record<string, unknown>).projectId ?? '');
  let content: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: SUGGESTION_LIMITS.uploadBytes, files: 1, fields: 10 } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'projectId') projectId = String(part.value);
      continue;
    }
    content = await part.toBuffer().catch(() => {
      throw wrongFormat();
    });
    if (part.file.truncated) throw wrongFormat();
  }
  if (!content) throw wrongFormat();
  if (!projectId) throw new AppError('BAD_REQUEST', 'projectId is required');
  return { projectId, content };
}

/**
 * Decisions of an uploaded CSV: a header row naming id and decision (editedText optional), then
 * one row per suggestion. Anything else — not UTF-8 text, no such columns, an unknown decision, a
 * malformed id, too many rows — is the wrong format. Rows without a decision are left alone.
 */
export function parseDecisions(content: Buffer): { decisions: Decision[]; unchanged: number } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw wrongFormat();
  }
  if (text.includes('\u0000')) throw wrongFormat();
  const rows = parseCsv(text);
  if (!rows || rows.length < 2 || rows.length - 1 > SUGGESTION_LIMITS.uploadRows) throw wrongFormat();
  const header = rows[0]!.map((h) => h.trim().toLowerCase());
  const at = { id: header.indexOf('id'), decision: header.indexOf('decision'), editedText: header.indexOf('editedtext') };
  if (at.id < 0 || at.decision < 0) throw wrongFormat();
  const decisions: Decision[] = [];
  const seen = new Set<string>();
  let unchanged = 0;
  for (const row of rows.slice(1)) {
    const id = (row[at.id] ?? '').trim();
    const decision = (row[at.decision] ?? '').trim().toLowerCase();
    if (!UUID.test(id) || seen.has(id)) throw wrongFormat();
    seen.add(id);
    if (!decision) {
      unchanged++;
      continue;
    }
    if (!(SUGGESTION_DECISIONS as readonly string[]).includes(decision)) throw wrongFormat();
    const edited = at.editedText >= 0 ? restoreCell((row[at.editedText] ?? '').trim()) : '';
    if (edited.length > SUGGESTION_LIMITS.editedTextChars) throw wrongFormat();
    decisions.push({ id, decision: decision as Decision['decision'], editedText: edited || undefined });
  }
  if (decisions.length === 0 && unchanged === 0) throw wrongFormat();
  return { decisions, unchanged };
}

import { toBcp47 } from '@lipi/contract';
import type { SuggestionRow } from '@lipi/contract';
import { Table, Tag, Tooltip, type TableProps } from 'antd';
import { useState } from 'react';
import { EmptyText } from '../../../components/empty-text.tsx';
import { ToneTag } from '../../../components/tone-tag.tsx';
import { timeAgo } from '../../../lib/format.ts';
import { languageName } from '../../../lib/languages.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcceptSuggestion } from '../../../api/suggestions/accept-suggestion.ts';
import { useRejectSuggestion } from '../../../api/suggestions/reject-suggestion.ts';
import { useSetSuggestionStatus } from '../../../api/suggestions/set-suggestion-status.ts';
import { reviewError, STATUS_LABELS, STATUS_TONES, SUGGESTION_REVIEW_MESSAGES } from '../lib/review-messages.ts';
import { AcceptModal } from './accept-modal.tsx';
import { SuggestionActions } from './suggestion-actions.tsx';

type Props = {
  projectId: string;
  canReview: boolean;
  rows: SuggestionRow[];
  loading: boolean;
  emptyText: string;
  pagination: TableProps<SuggestionRow>['pagination'];
};

const text = (value: string | null, lang?: string) =>
  value ? (
    <span lang={lang && toBcp47(lang)} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value}
    </span>
  ) : (
    <span style={{ color: '#55536b' }}>None yet</span>
  );

/** The suggestions with their decisions; toasts carry the server's exact messages. */
export function SuggestionsTable({ projectId, canReview, rows, loading, emptyText, pagination }: Props) {
  const accept = useAcceptSuggestion(projectId);
  const reject = useRejectSuggestion(projectId);
  const status = useSetSuggestionStatus(projectId);
  const [editing, setEditing] = useState<SuggestionRow | null>(null);
  const busyId = (accept.isPending && accept.variables?.id) || (reject.isPending && reject.variables) || (status.isPending && status.variables?.id) || null;

  const doAccept = (id: string, editedText?: string) =>
    accept.mutate(
      { id, editedText },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || SUGGESTION_REVIEW_MESSAGES.accepted);
          setEditing(null);
        },
        onError: (error) => toast.error(reviewError(error, SUGGESTION_REVIEW_MESSAGES.acceptFailed)),
      },
    );

  const columns: TableProps<SuggestionRow>['columns'] = [
    {
      title: 'Original',
      dataIndex: 'sourceText',
      width: '24%',
      render: (value: string, row) => (
        <>
          {text(value, 'en')}
          {row.pageUrl ? (
            <a href={row.pageUrl} target="_blank" rel="noopener noreferrer" style={{ display: 'block', fontSize: 12, overflowWrap: 'anywhere' }}>
              {row.pageUrl}
            </a>
          ) : null}
        </>
      ),
    },
    { title: 'Current translation', dataIndex: 'currentTranslation', width: '22%', render: (value: string | null, row) => text(value, row.targetLang) },
    {
      title: 'Suggestion',
      dataIndex: 'suggestedText',
      width: '22%',
      render: (value: string, row) => (
        <>
          {text(value, row.targetLang)}
          {row.count > 1 ? (
            <Tooltip title={`${row.count} visitors suggested exactly this`}>
              <Tag style={{ marginInlineStart: 6 }}>×{row.count}</Tag>
            </Tooltip>
          ) : null}
        </>
      ),
    },
    { title: 'Language', dataIndex: 'targetLang', width: 110, render: languageName },
    {
      title: 'Status',
      dataIndex: 'status',
      render: (value: SuggestionRow['status'], row) => (
        <span style={{ display: 'grid', gap: 2 }}>
          <ToneTag tone={STATUS_TONES[value]}>{STATUS_LABELS[value]}</ToneTag>
          <span style={{ fontSize: 12, color: '#55536b', whiteSpace: 'nowrap' }}>{timeAgo(row.updatedAt)}</span>
        </span>
      ),
    },
    ...(canReview
      ? [
          {
            title: <span className="visually-hidden">Actions</span>,
            key: 'actions',
            width: 340,
            render: (_: unknown, row: SuggestionRow) => (
              <SuggestionActions
                row={row}
                busy={busyId === row.id}
                onAccept={() => doAccept(row.id)}
                onEdit={() => setEditing(row)}
                onReject={() =>
                  reject.mutateAsync(row.id).then(
                    (reply) => toast.success(reply.message || SUGGESTION_REVIEW_MESSAGES.rejected),
                    (error: unknown) => toast.error(reviewError(error, SUGGESTION_REVIEW_MESSAGES.rejectFailed)),
                  )
                }
                onStatus={(next) =>
                  status.mutate(
                    { id: row.id, status: next },
                    {
                      onSuccess: (reply) => toast.success(reply.message || SUGGESTION_REVIEW_MESSAGES.statusUpdated),
                      onError: (e) => toast.error(reviewError(e, SUGGESTION_REVIEW_MESSAGES.statusFailed)),
                    },
                  )
                }
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<SuggestionRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        locale={{ emptyText: <EmptyText>{emptyText}</EmptyText> }}
      />
      <AcceptModal row={editing} pending={accept.isPending} onCancel={() => setEditing(null)} onAccept={(value) => editing && doAccept(editing.id, value)} />
    </>
  );
}

import { Button, Drawer, Empty, Skeleton, Timeline } from 'antd';
import { TRANSLATION_MESSAGES } from '@lipi/contract';
import { errorMessage } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useRevisions } from '../../../api/translation/revision-list.ts';
import { useRestoreRevision } from '../../../api/translation/update-translation.ts';
import { formatDateTime, originLabel, textDirection } from '../lib/format.ts';
import { SegmentText } from './segment-text.tsx';
import { TranslationTypeTag } from './translation-type-tag.tsx';
import { LoadError } from '../../../components/load-error.tsx';

export type RevisionTarget = { sourceHash: string; sourceText: string; targetLang: string; current: string | null };

type Props = { projectId: string; target: RevisionTarget | null; canEdit: boolean; onClose: () => void };

/** Every version of one segment's translation, newest first, with who or what wrote it. */
export function RevisionDrawer({ projectId, target, canEdit, onClose }: Props) {
  const revisions = useRevisions(target ? { projectId, targetLang: target.targetLang, sourceHash: target.sourceHash } : null);
  const restore = useRestoreRevision(projectId);
  const list = revisions.data?.tmRevisions ?? [];

  return (
    <Drawer open={target !== null} onClose={onClose} title="Revision history" size={520} destroyOnHidden>
      {target ? (
        <>
          <p style={{ marginTop: 0, color: '#55536b' }}>
            <SegmentText text={target.sourceText} />
          </p>
          {revisions.isPending ? (
            <Skeleton active />
          ) : revisions.isError ? (
            <LoadError title={TRANSLATION_MESSAGES.revisionListFailed} query={revisions} />
          ) : list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No versions yet: this segment has not been translated in this language." />
          ) : (
            <>
              <p role="status" style={{ fontWeight: 600 }}>
                {revisions.data.total === 1 ? '1 version' : `${revisions.data.total} versions`}
              </p>
              <Timeline
                items={list.map((rev, i) => ({
                  key: rev.id,
                  color: i === 0 ? 'blue' : 'gray',
                  content: (
                    <div aria-label={`Version ${revisions.data.total - i}`} role="group">
                      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', fontSize: 13, color: '#55536b' }}>
                        <TranslationTypeTag translation={{ type: rev.type, displayType: rev.displayType === 't13n' ? 't13n' : 'translation' }} />
                        <span>{originLabel(rev.origin)}</span>
                        <span>· {formatDateTime(rev.createdAt)}</span>
                        {rev.createdBy ? <span>· {rev.createdBy}</span> : null}
                        {i === 0 ? <strong style={{ color: '#2f2494' }}>Current</strong> : null}
                      </div>
                      <div style={{ margin: '4px 0' }}>
                        <SegmentText text={rev.preProcessedTarget} lang={target.targetLang} dir={textDirection(target.targetLang)} />
                      </div>
                      {i > 0 && canEdit ? (
                        <Button
                          size="small"
                          loading={restore.isPending && restore.variables?.preProcessedTarget === rev.preProcessedTarget}
                          disabled={restore.isPending}
                          onClick={() =>
                            restore.mutate(
                              {
                                targetLang: target.targetLang,
                                sourceHash: target.sourceHash,
                                preProcessedTarget: rev.preProcessedTarget,
                                displayType: rev.displayType === 't13n' ? 't13n' : 'translation',
                              },
                              {
                                onSuccess: (reply) => toast.success(reply.message || TRANSLATION_MESSAGES.saved),
                                onError: (e) => toast.error(errorMessage(e)),
                              },
                            )
                          }
                        >
                          Restore this version
                        </Button>
                      ) : null}
                    </div>
                  ),
                }))}
              />
            </>
          )}
        </>
      ) : null}
    </Drawer>
  );
}

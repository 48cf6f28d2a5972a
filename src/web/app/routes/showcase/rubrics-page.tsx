// /showcase/rubrics: the rubric library. Cards open the read-only rubric; creators add rubrics generated from a
// name, a description and their source files.
import { useState } from 'react';
import { stripAssessmentPrefix } from '../../../../shared/contracts/rubrics.ts';
import { LibraryCard } from '../../../components/library/library-card.tsx';
import { LibraryPage } from '../../../components/library/library-page.tsx';
import { usePrincipal } from '../../../lib/session.ts';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { useSourceFiles } from '../../../features/files/api/get-files.ts';
import { useRubrics } from '../../../features/rubrics/api/get-rubrics.ts';
import { CreateRubricModal } from '../../../features/rubrics/components/create-rubric-modal.tsx';
import { RubricViewModal, type ViewedRubric } from '../../../features/rubrics/components/rubric-view-modal.tsx';

export function Component() {
  const principal = usePrincipal();
  const me = useMe();
  const rubrics = useRubrics(principal?.email);
  const [isCreateOpen, setCreateOpen] = useState(false);
  const sourceFiles = useSourceFiles(principal?.email, isCreateOpen);
  const [viewed, setViewed] = useState<ViewedRubric | null>(null);
  const items = rubrics.data ?? [];
  const canCreate = me.data?.permissions.canCreate ?? false;

  return (
    <>
      <LibraryPage
        title="Rubrics"
        description="Weighted scoring criteria for grading practice conversations."
        createLabel="New Rubric"
        onCreate={canCreate ? () => setCreateOpen(true) : undefined}
        isLoading={rubrics.isPending}
        error={rubrics.error ? rubrics.error.message : null}
        isEmpty={items.length === 0}
        emptyTitle="No rubrics yet"
        emptyText="Create a rubric from a short description of the conversation you want to grade."
        isAiOffline={me.data?.ai.isOffline === true}
      >
        {items.map((item) => (
          <LibraryCard
            key={item.id}
            type="Rubrics"
            name={item.name}
            timestamp={item.timestamp}
            isSample={item.is_sample}
            onSelect={() =>
              setViewed({
                id: item.id,
                name: item.name,
                content: item.content,
                isSample: item.is_sample,
                canRenameLevels: canCreate && !item.is_sample,
                passMark: item.pass_mark,
                canEditPassMark: canCreate && !item.is_sample,
              })
            }
          />
        ))}
      </LibraryPage>
      <CreateRubricModal
        isOpen={isCreateOpen}
        onClose={() => setCreateOpen(false)}
        email={principal?.email}
        sourceFiles={sourceFiles}
        onCreated={(assessment) => {
          setCreateOpen(false);
          setViewed({ id: assessment.id, name: stripAssessmentPrefix(assessment.name), content: assessment.rubrics, canRenameLevels: canCreate, canEditPassMark: canCreate });
        }}
      />
      <RubricViewModal
        rubric={viewed}
        onClose={() => setViewed(null)}
        onRenamed={(stored) => setViewed((current) => (current && current.id === stored.id ? { ...current, content: stored.content } : current))}
        onPassMarkSaved={(stored) => setViewed((current) => (current && current.id === stored.id ? { ...current, passMark: stored.pass_mark } : current))}
      />
    </>
  );
}

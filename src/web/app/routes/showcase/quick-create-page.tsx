// /showcase/roleplay/quick-create: the one-step scenario form, with the glossary detail modal its picker opens, then
// the new scenario's brief for review.
import { useState } from 'react';
import { useMe } from '@/features/users/api/get-me.ts';
import { useSourceFiles } from '@/features/files/api/get-files.ts';
import { useGlossaries } from '@/features/glossaries/api/get-glossaries.ts';
import { GlossaryDetailModal } from '@/features/glossaries/components/glossary-detail-modal.tsx';
import { CreationAccess, CreationPageFrame } from '@/features/scenario-creation/components/creation-page-frame.tsx';
import { QuickCreateForm } from '@/features/scenario-creation/components/quick-create-form.tsx';
import { toPickerChoices } from '@/features/scenario-creation/picker-choices.ts';
import { usePrincipal } from '@/lib/session.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { CreatedBriefReview, useCreatedScenario } from './created-brief.tsx';

export function Component() {
  const { t } = useTranslation();
  const email = usePrincipal()?.email ?? '';
  const me = useMe();
  const canCreate = me.data?.permissions.canCreate ?? false;
  const sourceFiles = useSourceFiles(email, canCreate);
  const glossaries = useGlossaries(canCreate ? email : '');
  const [viewedGlossaryId, setViewedGlossaryId] = useState<string | null>(null);
  const viewedGlossary = glossaries.data?.find((glossary) => glossary.id === viewedGlossaryId);
  const { created, onCreated } = useCreatedScenario();

  return (
    <CreationPageFrame title={t('scenarioForm.quick.title')} description={t('scenarioForm.quick.description')}>
      <CreationAccess isLoading={me.isPending} canCreate={canCreate}>
        {created ? (
          <CreatedBriefReview email={email} scenario={created} />
        ) : (
          <QuickCreateForm
            email={email}
            sourceFiles={sourceFiles}
            glossaries={toPickerChoices(glossaries, t('scenarioForm.group.myGlossaries'))}
            onShowGlossary={setViewedGlossaryId}
            onCreated={onCreated}
          />
        )}
      </CreationAccess>
      {viewedGlossary ? <GlossaryDetailModal glossary={viewedGlossary} canEdit={false} onEdit={() => undefined} onClose={() => setViewedGlossaryId(null)} /> : null}
    </CreationPageFrame>
  );
}

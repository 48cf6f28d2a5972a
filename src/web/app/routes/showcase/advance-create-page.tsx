// /showcase/roleplay/advance-create: the four-step scenario form, with the persona, rubric and glossary detail
// modals its pickers open (they belong to other features, so they are composed here), then the new scenario's brief
// for review.
import { useState } from 'react';
import type { PersonaListItem } from '@shared/contracts/personas.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useSourceFiles } from '@/features/files/api/get-files.ts';
import { useGlossaries } from '@/features/glossaries/api/get-glossaries.ts';
import { GlossaryDetailModal } from '@/features/glossaries/components/glossary-detail-modal.tsx';
import { usePersonas } from '@/features/personas/api/get-personas.ts';
import { EditPersonaModal } from '@/features/personas/components/edit-persona-modal.tsx';
import { PersonaDetailModal } from '@/features/personas/components/persona-detail-modal.tsx';
import { useRubrics } from '@/features/rubrics/api/get-rubrics.ts';
import { RubricViewModal } from '@/features/rubrics/components/rubric-view-modal.tsx';
import { AdvanceCreateForm } from '@/features/scenario-creation/components/advance-create-form.tsx';
import { CreationAccess, CreationPageFrame } from '@/features/scenario-creation/components/creation-page-frame.tsx';
import { toPickerChoices } from '@/features/scenario-creation/picker-choices.ts';
import { usePrincipal } from '@/lib/session.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { CreatedBriefReview, useCreatedScenario } from './created-brief.tsx';

type Viewed = { kind: 'persona' | 'rubric' | 'glossary'; id: string } | null;

export function Component() {
  const { t } = useTranslation();
  const email = usePrincipal()?.email ?? '';
  const me = useMe();
  const canCreate = me.data?.permissions.canCreate ?? false;
  const listEmail = canCreate ? email : undefined;
  const personas = usePersonas(listEmail);
  const rubrics = useRubrics(listEmail);
  const glossaries = useGlossaries(listEmail ?? '');
  const sourceFiles = useSourceFiles(email, canCreate);
  const [viewed, setViewed] = useState<Viewed>(null);
  const [editingPersona, setEditingPersona] = useState<PersonaListItem | null>(null);
  const close = () => setViewed(null);
  const { created, onCreated } = useCreatedScenario();

  const viewedPersona = viewed?.kind === 'persona' ? (personas.data?.find((persona) => persona.id === viewed.id) ?? null) : null;
  const viewedRubric = viewed?.kind === 'rubric' ? rubrics.data?.find((rubric) => rubric.id === viewed.id) : undefined;
  const viewedGlossary = viewed?.kind === 'glossary' ? glossaries.data?.find((glossary) => glossary.id === viewed.id) : undefined;

  return (
    <CreationPageFrame title={t('scenarioForm.advanced.title')} description={t('scenarioForm.advanced.description')}>
      <CreationAccess isLoading={me.isPending} canCreate={canCreate}>
        {created ? (
          <CreatedBriefReview email={email} scenario={created} />
        ) : (
        <AdvanceCreateForm
          email={email}
          onCreated={onCreated}
          personas={toPickerChoices(personas, t('scenarioForm.group.myPersonas'))}
          rubrics={toPickerChoices(rubrics, t('scenarioForm.group.myRubrics'))}
          glossaries={toPickerChoices(glossaries, t('scenarioForm.group.myGlossaries'))}
          sourceFiles={sourceFiles}
          onShowPersona={(id) => setViewed({ kind: 'persona', id })}
          onShowRubric={(id) => setViewed({ kind: 'rubric', id })}
          onShowGlossary={(id) => setViewed({ kind: 'glossary', id })}
        />
        )}
      </CreationAccess>
      <PersonaDetailModal
        persona={viewedPersona}
        isOpen={viewedPersona !== null}
        onClose={close}
        canEdit={canCreate}
        onEdit={(persona) => {
          close();
          setEditingPersona(persona);
        }}
      />
      <EditPersonaModal persona={editingPersona} isOpen={editingPersona !== null} onClose={() => setEditingPersona(null)} />
      <RubricViewModal
        rubric={viewedRubric ? { id: viewedRubric.id, name: viewedRubric.name, content: viewedRubric.content, isSample: viewedRubric.is_sample } : null}
        onClose={close}
      />
      {viewedGlossary ? <GlossaryDetailModal glossary={viewedGlossary} canEdit={false} onEdit={() => undefined} onClose={close} /> : null}
    </CreationPageFrame>
  );
}

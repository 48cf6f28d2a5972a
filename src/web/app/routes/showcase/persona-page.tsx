// /showcase/persona: the person's personas and the samples; create one from a prompt, read, edit, duplicate,
// regenerate or delete it.
import { useState } from 'react';
import type { Persona } from '@shared/contracts/personas.ts';
import { CharacterAvatar } from '@/components/character-avatar.tsx';
import { LibraryCards } from '@/components/library/library-cards.tsx';
import { LibraryPage } from '@/components/library/library-page.tsx';
import { useLibraryList } from '@/components/library/use-library-list.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useSourceFiles } from '@/features/files/api/get-files.ts';
import { usePersonas } from '@/features/personas/api/get-personas.ts';
import { CreatePersonaModal } from '@/features/personas/components/create-persona-modal.tsx';
import { EditPersonaModal } from '@/features/personas/components/edit-persona-modal.tsx';
import { PersonaDetailModal } from '@/features/personas/components/persona-detail-modal.tsx';
import { usePrincipal } from '@/lib/session.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const me = useMe();
  const canCreate = me.data?.permissions.canCreate ?? false;
  const personas = useLibraryList(usePersonas(principal?.email), t('personaPage.items'));
  const [isCreateOpen, setCreateOpen] = useState(false);
  const sourceFiles = useSourceFiles(principal?.email, isCreateOpen);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Persona | null>(null);
  // Read from the list, so a regenerated persona shows its new traits and a deleted one closes.
  const viewing = personas.items.find((persona) => persona.id === viewingId) ?? null;

  return (
    <>
      <LibraryPage
        title={t('personaPage.title')}
        description={t('personaPage.description')}
        createLabel={t('personaPage.create')}
        onCreate={canCreate ? () => setCreateOpen(true) : undefined}
        {...personas.pageProps}
        emptyTitle={t('personaPage.emptyTitle')}
        emptyText={t('personaPage.emptyText')}
        showModelHint={me.data?.ai.isOffline === true && me.data.permissions.isAdmin}
      >
        <LibraryCards
          items={personas.search.visibleItems}
          type="Persona"
          onSelect={(persona) => setViewingId(persona.id)}
          describe={({ persona_details: details, name }) => ({
            subtitle: details.occupation.trim() || undefined,
            picture: <CharacterAvatar gender={details.gender} seed={details.name || name} age={details.age} size="tile" />,
          })}
        />
      </LibraryPage>
      <CreatePersonaModal
        isOpen={isCreateOpen}
        onClose={() => setCreateOpen(false)}
        email={principal?.email}
        sourceFiles={sourceFiles}
        onCreated={(persona) => {
          setCreateOpen(false);
          setEditing(persona);
        }}
      />
      <PersonaDetailModal
        persona={viewing}
        isOpen={viewing !== null}
        onClose={() => setViewingId(null)}
        canEdit={canCreate}
        isAdmin={me.data?.permissions.isAdmin === true}
        onEdit={(persona) => {
          setViewingId(null);
          setEditing(persona);
        }}
        onDuplicated={(copy) => {
          setViewingId(null);
          setEditing(copy);
        }}
      />
      <EditPersonaModal persona={editing} isOpen={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}

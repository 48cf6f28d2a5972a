// /showcase/persona: the person's personas and the samples; create one from a prompt, read it, edit it.
import { useState } from 'react';
import type { Persona, PersonaListItem } from '../../../../shared/contracts/personas.ts';
import { LibraryCard } from '../../../components/library/library-card.tsx';
import { LibraryPage } from '../../../components/library/library-page.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { useSourceFiles } from '../../../features/files/api/get-files.ts';
import { usePersonas } from '../../../features/personas/api/get-personas.ts';
import { CreatePersonaModal } from '../../../features/personas/components/create-persona-modal.tsx';
import { EditPersonaModal } from '../../../features/personas/components/edit-persona-modal.tsx';
import { PersonaDetailModal } from '../../../features/personas/components/persona-detail-modal.tsx';
import { usePrincipal } from '../../../lib/session.ts';

export function Component() {
  const principal = usePrincipal();
  const me = useMe();
  const canCreate = me.data?.permissions.canCreate ?? false;
  const personas = usePersonas(principal?.email);
  const [isCreateOpen, setCreateOpen] = useState(false);
  const sourceFiles = useSourceFiles(principal?.email, isCreateOpen);
  const [viewing, setViewing] = useState<PersonaListItem | null>(null);
  const [editing, setEditing] = useState<Persona | null>(null);
  const list = personas.data ?? [];

  return (
    <>
      <LibraryPage
        title="Persona"
        description="The AI characters your scenarios are played with. Describe one in a sentence; fine-tune every trait afterwards."
        createLabel="New Persona"
        onCreate={canCreate ? () => setCreateOpen(true) : undefined}
        isLoading={personas.isPending}
        error={personas.isError ? personas.error.message : null}
        isEmpty={list.length === 0}
        emptyTitle="No personas yet"
        emptyText="Create a persona from a short description, such as a sceptical buyer or an upset customer."
        isAiOffline={me.data?.ai.isOffline === true}
      >
        {list.map((persona) => (
          <LibraryCard key={persona.id} type="Persona" name={persona.name} timestamp={persona.timestamp} isSample={persona.is_sample} onSelect={() => setViewing(persona)} />
        ))}
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
        onClose={() => setViewing(null)}
        canEdit={canCreate}
        onEdit={(persona) => {
          setViewing(null);
          setEditing(persona);
        }}
      />
      <EditPersonaModal persona={editing} isOpen={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}

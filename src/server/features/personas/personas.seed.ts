// The read-only sample personas everyone sees, one per sample scenario category. Seeded once, idempotently.
import type { Db } from '../../db/client.ts';
import { generatePersonaTask } from '../../ai/tasks/generate-persona/task.ts';
import { createPersonasRepository, type NewSamplePersona } from './personas.repository.ts';

interface SamplePersona {
  id: string;
  /** The card's name. */
  listName: string;
  personName: string;
  prompt: string;
  /** Fixed, so the samples keep their order below everyone's own personas. */
  createdAt: string;
}

export const SAMPLE_PERSONAS: readonly SamplePersona[] = [
  {
    id: '7e5a0000-0000-4000-8000-000000000001',
    listName: 'Customer Service: Upset Customer',
    personName: 'Marcus Reid',
    prompt:
      'Marcus Reid, a 38-year-old electrician from Leeds, is an upset customer whose new washing machine has broken down twice in a month. He has already called the support line three times without a fix. He wants a replacement, not another engineer visit.',
    createdAt: '2025-01-05T09:00:00.000Z',
  },
  {
    id: '7e5a0000-0000-4000-8000-000000000002',
    listName: 'Leadership: Disengaged Team Member',
    personName: 'Priya Nair',
    prompt:
      'Priya Nair, a 29-year-old data analyst, is a disengaged team member. She used to lead the weekly insights session, but for three months she has missed deadlines, stayed silent in meetings and kept her camera off. She feels her work on the new dashboard went unnoticed.',
    createdAt: '2025-01-04T09:00:00.000Z',
  },
  {
    id: '7e5a0000-0000-4000-8000-000000000003',
    listName: 'Sales: Sceptical Buyer',
    personName: 'Sarah Whitfield',
    prompt:
      'Sarah Whitfield, a 42-year-old procurement manager at a hospital who is sceptical of new vendors. She was burned by a failed software rollout two years ago. She now asks every supplier for references from similar hospitals.',
    createdAt: '2025-01-03T09:00:00.000Z',
  },
  {
    id: '7e5a0000-0000-4000-8000-000000000004',
    listName: 'HR: Employee Asking for a Raise',
    personName: 'James Carter',
    prompt:
      'James Carter, a 34-year-old customer success manager, is an employee asking for a raise after two years without one. He took over a departing colleague’s accounts six months ago and knows what competitors pay. He is ambitious but anxious about being turned down.',
    createdAt: '2025-01-02T09:00:00.000Z',
  },
  {
    id: '7e5a0000-0000-4000-8000-000000000005',
    listName: 'Project Management: Stakeholder Pushing Scope',
    personName: 'Helen Brooks',
    prompt:
      'Helen Brooks, the 51-year-old head of marketing, is a demanding stakeholder pushing to add features to the website relaunch two weeks before launch. She has already promised the new features to the board.',
    createdAt: '2025-01-01T09:00:00.000Z',
  },
];

export const SAMPLE_PERSONA_IDS: readonly string[] = SAMPLE_PERSONAS.map((sample) => sample.id);

// Each sample's details as the offline engine writes them, once per process and day: they depend on the sample and
// the day alone (the birthdate counts back from it), and a process that starts several apps on new databases (a test
// worker) would otherwise write them again for each.
const writtenDetails = new Map<string, NewSamplePersona['details']>();

function detailsOf(sample: SamplePersona): NewSamplePersona['details'] {
  const key = `${sample.id} ${new Date().toISOString().slice(0, 10)}`;
  let details = writtenDetails.get(key);
  if (!details) {
    if (writtenDetails.size >= SAMPLE_PERSONAS.length) writtenDetails.clear();
    writtenDetails.set(key, (details = generatePersonaTask.offline({ name: sample.personName, prompt: sample.prompt, fileTexts: [] })));
  }
  return details;
}

/**
 * Inserts any missing sample persona; safe to run on every start and from several instances at once. Existing rows
 * are never overwritten, so only the missing samples are written by the offline engine (which takes a tenth of a
 * second for the five, on every start otherwise).
 */
export async function seedPersonas(db: Db): Promise<void> {
  const repository = createPersonasRepository(db);
  const existing = await repository.listExistingIds(SAMPLE_PERSONA_IDS);
  const rows: NewSamplePersona[] = SAMPLE_PERSONAS.filter((sample) => !existing.has(sample.id)).map((sample) => ({
    id: sample.id,
    name: sample.listName,
    prompt: sample.prompt,
    details: detailsOf(sample),
    createdAt: new Date(sample.createdAt),
  }));
  await repository.insertSamplePersonas(rows);
}

// The assignment and team forms' multiple choices: scenarios, members and teams, each a checkbox by its name.

export interface Choice {
  id: string;
  name: string;
}

interface ChoiceCheckboxesProps {
  label: string;
  choices: readonly Choice[];
  /** The ids checked. */
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** `grid`: two columns that scroll past twelve rows, long names cut short; `row`: short names in a wrapping row. */
  layout?: 'grid' | 'row';
}

export function ChoiceCheckboxes({ label, choices, chosen, onChange, layout = 'grid' }: ChoiceCheckboxesProps) {
  const isGrid = layout === 'grid';
  return (
    <fieldset>
      <legend className="text-sm font-medium">{label}</legend>
      <div className={isGrid ? 'mt-1 grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2' : 'mt-1 flex flex-wrap gap-x-4 gap-y-1'}>
        {choices.map((choice) => (
          <label key={choice.id} className={isGrid ? 'flex min-w-0 items-center gap-2 text-sm' : 'flex items-center gap-2 text-sm'}>
            <input
              type="checkbox"
              checked={chosen.has(choice.id)}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(choice.id);
                else next.delete(choice.id);
                onChange(next);
              }}
            />
            {isGrid ? <span className="truncate">{choice.name}</span> : choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The organisation's members as choices, by name. */
export function memberChoices(members: readonly { user_id: string; name: string }[]): Choice[] {
  return members.map((member) => ({ id: member.user_id, name: member.name }));
}

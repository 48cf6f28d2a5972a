import type { ReactNode } from 'react';
import { LibraryCard, type LibraryItemType } from './library-card.tsx';

/** What a persona, rubric or glossary list item shares with the others. */
interface LibraryCardItem {
  id: string;
  name: string;
  timestamp: string;
  is_sample: boolean;
  /** The organisation whose shared library holds it; null for the caller's own or a sample. */
  organization_id: string | null;
}

interface LibraryCardsProps<Item extends LibraryCardItem> {
  items: readonly Item[];
  type: LibraryItemType;
  onSelect: (item: Item) => void;
  /** A kind's own line under the name and picture (a persona's occupation and portrait). */
  describe?: (item: Item) => { subtitle?: string; picture?: ReactNode };
}

/** The cards of a library list, one per item; choosing a card hands its item to `onSelect`. */
export function LibraryCards<Item extends LibraryCardItem>({ items, type, onSelect, describe }: LibraryCardsProps<Item>) {
  return (
    <>
      {items.map((item) => {
        const description = describe?.(item);
        return (
          <LibraryCard
            key={item.id}
            type={type}
            name={item.name}
            timestamp={item.timestamp}
            isSample={item.is_sample}
            isOrganization={Boolean(item.organization_id)}
            onSelect={() => onSelect(item)}
            subtitle={description?.subtitle}
            picture={description?.picture}
          />
        );
      })}
    </>
  );
}

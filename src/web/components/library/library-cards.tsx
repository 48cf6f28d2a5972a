import { LibraryCard, type LibraryItemType } from './library-card.tsx';

/** What a persona, rubric or glossary list item shares with the others. */
interface LibraryCardItem {
  id: string;
  name: string;
  timestamp: string;
  is_sample: boolean;
}

interface LibraryCardsProps<Item extends LibraryCardItem> {
  items: readonly Item[];
  type: LibraryItemType;
  onSelect: (item: Item) => void;
}

/** The cards of a library list, one per item; choosing a card hands its item to `onSelect`. */
export function LibraryCards<Item extends LibraryCardItem>({ items, type, onSelect }: LibraryCardsProps<Item>) {
  return (
    <>
      {items.map((item) => (
        <LibraryCard key={item.id} type={type} name={item.name} timestamp={item.timestamp} isSample={item.is_sample} onSelect={() => onSelect(item)} />
      ))}
    </>
  );
}

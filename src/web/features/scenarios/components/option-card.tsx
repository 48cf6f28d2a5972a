import type { ReactNode } from 'react';

export interface OptionCardProps {
  /** The radio group's name, shared by the cards of one choice. */
  name: string;
  value: string;
  isChosen: boolean;
  onChoose: () => void;
  /** The id of the card's text, which describes its radio button. */
  textId: string;
  icon: ReactNode;
  /** Shown beside the icon, such as "Popular". */
  badge?: ReactNode;
  title: string;
  children: ReactNode;
}

/** One choice of a radio group drawn as a card: icon, title and text; the whole card is the label. */
export function OptionCard({ name, value, isChosen, onChoose, textId, icon, badge, title, children }: OptionCardProps) {
  const iconBox = (
    <span className={`flex size-9 items-center justify-center rounded-lg ${isChosen ? 'bg-brand-600 text-white dark:bg-brand-500' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'}`}>
      {icon}
    </span>
  );
  return (
    <label
      className={`flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-4 transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500 ${
        isChosen
          ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
          : 'border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600'
      }`}
    >
      <input type="radio" name={name} value={value} checked={isChosen} onChange={onChoose} className="sr-only" aria-describedby={textId} />
      {badge ? (
        <span className="flex items-center justify-between gap-2">
          {iconBox}
          {badge}
        </span>
      ) : (
        iconBox
      )}
      <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
      <span id={textId} className="text-sm text-slate-600 dark:text-slate-300">
        {children}
      </span>
    </label>
  );
}

import { Check, ChevronDown } from 'lucide-react';
import { Fragment, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DeferredPopover } from './deferred-popover.tsx';
import { Spinner } from './spinner.tsx';
import { i18n } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface DropdownOption {
  id: string;
  name: string;
}

export interface DropdownGroupOption {
  id: string;
  title: string;
}

export interface DropdownGroup {
  type: string;
  options: readonly DropdownGroupOption[];
}

interface DropdownCommonProps {
  /** Visible label; it also names the trigger and the list for screen readers. */
  label: string;
  /** Shown in the trigger while nothing is selected. */
  placeholder?: string;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Shows a spinner in the trigger and keeps the list closed. */
  isLoading?: boolean;
  disabled?: boolean;
  /** A small button beside the label, such as "Details" for the selected item. */
  detailButton?: { label: string; onClick: () => void };
  className?: string;
}

/** Flat mode lists option names; grouped mode starts with "-- None --" (clears the value) and lists titles under each type. */
export type DropdownProps = DropdownCommonProps &
  ({ options: readonly DropdownOption[]; groups?: never } | { groups: readonly DropdownGroup[]; options?: never });

const TYPEAHEAD_RESET_MS = 500;

interface ListItem {
  id: string | null;
  text: string;
  domId: string;
}

interface ListSection {
  heading: string | null;
  items: ListItem[];
}

function buildSections(props: DropdownProps, baseId: string): ListSection[] {
  let index = 0;
  const item = (id: string | null, text: string): ListItem => ({ id, text, domId: `${baseId}-option-${index++}` });
  if (props.groups) {
    return [
      { heading: null, items: [item(null, i18n.t('forms.noneChoice'))] },
      ...props.groups
        .filter((group) => group.options.length > 0)
        .map((group) => ({ heading: group.type, items: group.options.map((option) => item(option.id, option.title)) })),
    ];
  }
  return [{ heading: null, items: (props.options ?? []).map((option) => item(option.id, option.name)) }];
}

export function Dropdown(props: DropdownProps) {
  const { t } = useTranslation();
  const { label, placeholder = t('forms.select'), value, onChange, isLoading = false, disabled = false, detailButton, className = '' } = props;
  const baseId = useId();
  const triggerId = `${baseId}-trigger`;
  const labelId = `${baseId}-label`;
  const valueId = `${baseId}-value`;

  const [isOpenRequested, setOpenRequested] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  // State rather than a ref: the portal mounts the list a render after opening, and the scroll effect must rerun then.
  const [listNode, setListNode] = useState<HTMLDivElement | null>(null);
  const typeahead = useRef({ text: '', timer: 0 });

  const sections = buildSections(props, baseId);
  const items = sections.flatMap((section) => section.items);
  const isGrouped = Boolean(props.groups);
  const selectedIndex = items.findIndex((item) => item.id === value && (item.id !== null || isGrouped));
  const selectedItem = value === null ? undefined : items[selectedIndex];
  const canOpen = !isLoading && !disabled;
  // A list that starts loading (or is disabled) while open closes rather than showing stale options.
  const isOpen = isOpenRequested && canOpen;
  const active = items[Math.min(activeIndex, items.length - 1)];
  const hasOnlyNone = isGrouped && items.length === 1;

  function setOpen(next: boolean) {
    if (next && !canOpen) return;
    if (next) setActiveIndex(Math.max(selectedIndex, 0));
    setOpenRequested(next);
  }

  function choose(item: ListItem) {
    if (item.id !== value) onChange(item.id);
    setOpenRequested(false);
  }

  function moveByTypeahead(char: string) {
    const state = typeahead.current;
    window.clearTimeout(state.timer);
    state.text += char.toLowerCase();
    state.timer = window.setTimeout(() => {
      state.text = '';
    }, TYPEAHEAD_RESET_MS);
    // A fresh first letter moves past the current option, so pressing it again cycles through matches.
    const start = state.text.length === 1 ? activeIndex + 1 : activeIndex;
    for (let step = 0; step < items.length; step++) {
      const index = (start + step) % items.length;
      if (items[index]?.text.toLowerCase().startsWith(state.text)) {
        setActiveIndex(index);
        return;
      }
    }
  }

  function handleListKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        setActiveIndex((index) => Math.min(index + 1, last));
        break;
      case 'ArrowUp':
        setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
        setActiveIndex(0);
        break;
      case 'End':
        setActiveIndex(Math.max(last, 0));
        break;
      case 'Enter':
      case ' ':
        if (active) choose(active);
        break;
      case 'Tab':
        // Closing hands focus back to the trigger, so Tab continues from where the person was.
        setOpenRequested(false);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          moveByTypeahead(event.key);
          break;
        }
        return;
    }
    event.preventDefault();
  }

  function handleTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  }

  // Keeps the active option visible; scrolling the list itself never moves the page behind it.
  useLayoutEffect(() => {
    const list = listNode;
    const option = active ? document.getElementById(active.domId) : null;
    if (!isOpen || !list || !option) return;
    const top = option.offsetTop;
    const bottom = top + option.offsetHeight;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
  }, [isOpen, active, listNode]);

  return (
    <div className={className}>
      <div className="mb-1 flex min-h-6 items-center justify-between gap-2">
        <label id={labelId} htmlFor={triggerId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          {label}
        </label>
        {detailButton ? (
          <button
            type="button"
            onClick={detailButton.onClick}
            className="rounded-md border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 transition-colors hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {detailButton.label}
          </button>
        ) : null}
      </div>

      <DeferredPopover
        open={isOpen}
        onOpenChange={setOpen}
        contentProps={{
          ref: setListNode,
          role: 'listbox',
          // 0 rather than Radix's -1: a region that scrolls must itself be reachable by keyboard.
          tabIndex: 0,
          'aria-labelledby': labelId,
          'aria-activedescendant': active?.domId,
          align: 'start',
          sideOffset: 4,
          onOpenAutoFocus: (event) => {
            event.preventDefault();
            // The event targets the list itself; Radix positions it after mounting, so focusing must not scroll the page.
            if (event.target instanceof HTMLElement) event.target.focus({ preventScroll: true });
          },
          onKeyDown: handleListKeyDown,
          className:
            'relative z-50 max-h-[350px] w-[var(--radix-popover-trigger-width)] overflow-y-auto overscroll-contain rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg shadow-slate-900/10 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40',
        }}
        trigger={(triggerProps) => (
          <button
            {...triggerProps}
            id={triggerId}
            aria-haspopup="listbox"
            aria-labelledby={`${labelId} ${valueId}`}
            aria-busy={isLoading || undefined}
            disabled={disabled}
            onKeyDown={handleTriggerKeyDown}
            className={`flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 transition-colors hover:border-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 data-[state=open]:border-brand-500 data-[state=open]:ring-2 data-[state=open]:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-600 ${isLoading ? 'cursor-wait' : ''}`}
          >
            <span id={valueId} className={`truncate ${selectedItem ? '' : 'text-slate-500 dark:text-slate-400'}`}>
              {selectedItem?.text ?? placeholder}
            </span>
            {isLoading ? (
              <Spinner size="sm" label={t('forms.loadingNamed', { label })} />
            ) : (
              <ChevronDown
                className={`size-4 shrink-0 text-slate-500 transition-transform dark:text-slate-400 ${isOpen ? 'rotate-180' : ''}`}
                aria-hidden
              />
            )}
          </button>
        )}
      >
        {sections.map((section, sectionIndex) => {
          const options = section.items.map((item) => {
            const isSelected = item === selectedItem || (item.id === null && value === null);
            const isActive = item === active;
            return (
              <div
                key={item.domId}
                id={item.domId}
                role="option"
                aria-selected={isSelected}
                onPointerMove={() => {
                  if (!isActive) setActiveIndex(items.indexOf(item));
                }}
                onClick={() => choose(item)}
                className={`flex cursor-pointer items-center justify-between gap-2 rounded-md px-3 py-2 ${
                  isActive ? 'bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100' : 'text-slate-700 dark:text-slate-200'
                } ${isSelected ? 'font-semibold' : ''} ${item.id === null ? 'text-slate-600 italic dark:text-slate-400' : ''}`}
              >
                <span className="truncate">{item.text}</span>
                {isSelected && item.id !== null ? <Check className="size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden /> : null}
              </div>
            );
          });
          if (section.heading === null) return <Fragment key={`section-${sectionIndex}`}>{options}</Fragment>;
          const headingId = `${baseId}-group-${sectionIndex}`;
          return (
            <div key={`section-${sectionIndex}`} role="group" aria-labelledby={headingId}>
              <div
                id={headingId}
                role="presentation"
                className="mt-1 border-t border-slate-100 px-3 pt-2.5 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400"
              >
                {section.heading}
              </div>
              {options}
            </div>
          );
        })}
        {items.length === 0 || hasOnlyNone ? (
          // An inert option, so the list is never announced as an empty listbox.
          <div role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-slate-500 dark:text-slate-400">
            {t('forms.noOptions')}
          </div>
        ) : null}
      </DeferredPopover>
    </div>
  );
}

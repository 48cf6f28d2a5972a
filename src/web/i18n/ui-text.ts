// A text for the person decided outside a component (a state machine, a check on a draft or a file): its catalogue
// key and values, worded by the component when it renders, so the text follows a change of language. A value that
// is itself such a text (a language's name) is worded first.
import type { TFunction } from 'i18next';

/** A catalogue key and the values its placeholders name. */
export interface UiText {
  key: string;
  values?: Record<string, string | number | UiText>;
}

/** The text `key` names, with `values` for its placeholders. */
export function uiText(key: string, values?: UiText['values']): UiText {
  return values ? { key, values } : { key };
}

/** `text` worded by `t` (the catalogue's, in the language showing). */
export function wordUiText(t: TFunction, text: UiText): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) values[name] = typeof value === 'object' ? wordUiText(t, value) : value;
  return (t as unknown as (key: string, options: Record<string, string | number>) => string)(text.key, values);
}

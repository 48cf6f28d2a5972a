// The shape every server catalogue shares with the English one, checked by the compiler: the same keys, and in each
// text the same `{{placeholders}}` (in any order).

/** The names of a text's `{{placeholders}}`: 'Hi {{name}}, {{count}} new' → 'name' | 'count'. */
export type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type IsSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The plural forms a language may add to one of English's (`x_other` → `x_few`…), as `Intl.PluralRules` names them. */
type ExtraPluralForms<English> = { [Key in keyof English]: Key extends `${infer Base}_other` ? `${Base}_${'zero' | 'two' | 'few' | 'many'}` : never }[keyof English];

/**
 * `Other` itself when it has `English`'s keys (and perhaps more plural forms of them, no other) and each text the same
 * placeholders; an error names what differs.
 */
export type SameKeysAndPlaceholders<English extends Record<string, string>, Other extends Record<string, string>> = {
  [Key in keyof English]: Key extends keyof Other
    ? IsSame<Placeholders<English[Key]>, Placeholders<Other[Key]>> extends true
      ? Other[Key]
      : `placeholders differ from English: ${Placeholders<English[Key]> & string}`
    : never;
} & Record<Exclude<keyof Other, keyof English | ExtraPluralForms<English>>, never>;

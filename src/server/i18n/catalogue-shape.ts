// The shape every server catalogue shares with the English one, checked by the compiler: the same keys, and in each
// text the same `{{placeholders}}` (in any order).

/** The names of a text's `{{placeholders}}`: 'Hi {{name}}, {{count}} new' → 'name' | 'count'. */
export type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

type IsSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `Other` itself when it has exactly `English`'s keys and each text the same placeholders; an error names what differs. */
export type SameKeysAndPlaceholders<English extends Record<string, string>, Other extends Record<string, string>> = {
  [Key in keyof English]: Key extends keyof Other
    ? IsSame<Placeholders<English[Key]>, Placeholders<Other[Key]>> extends true
      ? Other[Key]
      : `placeholders differ from English: ${Placeholders<English[Key]> & string}`
    : never;
} & Record<Exclude<keyof Other, keyof English>, never>;

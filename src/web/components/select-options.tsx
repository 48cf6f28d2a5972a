/** The options of a select: each value, shown by its label. */
export function SelectOptions<Value extends string | number>({ values, labelOf }: { values: readonly Value[]; labelOf: (value: Value) => string | number }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelOf(value)}
        </option>
      ))}
    </>
  );
}

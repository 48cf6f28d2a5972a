/** The end of a form on a page (a dialog has FormModalFooter): its submit button on the right, saying `busyLabel` while it sends. */
export function FormSubmitRow({ label, busyLabel, isBusy, isDisabled = false }: { label: string; busyLabel: string; isBusy: boolean; isDisabled?: boolean }) {
  return (
    <div className="flex justify-end">
      <button type="submit" className="btn-primary" disabled={isBusy || isDisabled}>
        {isBusy ? busyLabel : label}
      </button>
    </div>
  );
}

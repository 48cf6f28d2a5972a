/** The line beside a disabled submit button that says what is still missing; nothing while the form can be sent. */
export function SubmitBlockedNote({ id, message }: { id: string; message: string | null }) {
  // Always mounted and polite, so the change is heard as the person fills the form, without interrupting. A status
  // role, not an aria-live attribute: Radix keeps every [aria-live] element (and so this whole form) readable under
  // a dialog opened over it.
  return (
    <p id={id} role="status" className="text-sm text-slate-600 empty:hidden sm:self-center dark:text-slate-300" data-testid="submit-blocked">
      {message}
    </p>
  );
}

/** The line beside a disabled submit button that says what is still missing; nothing while the form can be sent. */
export function SubmitBlockedNote({ id, message }: { id: string; message: string | null }) {
  // Always mounted and polite, so the change is heard as the person fills the form, without interrupting.
  return (
    <p id={id} aria-live="polite" className="text-sm text-slate-600 empty:hidden sm:self-center dark:text-slate-300" data-testid="submit-blocked">
      {message}
    </p>
  );
}

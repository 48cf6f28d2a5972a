// What an admin reads beside the practice partner note: the setting that connects a model. Only admins see it.
export function AdminModelSetting() {
  return (
    <span data-testid="practice-partner-admin">
      Administrators: set <code>AI_PROVIDER</code> (and <code>AI_MODEL</code>, <code>AI_API_KEY</code>) on the server; the README&apos;s configuration table
      lists each setting.
    </span>
  );
}

/** The Engram mark and word. Callers wrap it in a link (a plain anchor on the static landing page, a router link in the app). */
export function LogoMark({ className = '', wordClassName = '' }: { className?: string; wordClassName?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg viewBox="0 0 64 64" className="size-8 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#6d28d9" />
        <path d="M20 18h24v6H27v5h15v6H27v5h17v6H20z" fill="#fff" />
      </svg>
      <span className={`text-lg ${wordClassName}`}>Engram</span>
    </span>
  );
}

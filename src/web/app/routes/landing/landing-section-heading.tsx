/** Eyebrow, h2 and intro shared by the landing sections, so their rhythm stays identical. */
export function LandingSectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-8 text-pretty text-slate-600 dark:text-slate-300">{intro}</p>
    </div>
  );
}

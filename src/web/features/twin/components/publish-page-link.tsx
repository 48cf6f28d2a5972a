import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A catalogue sentence's `<link>` as a link to the Publish page, where the owner chooses who may open the Engram (for `richText`). */
export function publishPageLink(inner: ReactNode) {
  return (
    <Link to="/dashboard/publish" className="font-semibold underline underline-offset-2">
      {inner}
    </Link>
  );
}

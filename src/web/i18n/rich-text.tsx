// Catalogue strings with tags ("Hi, <bold>{{name}}</bold>"): each <tag>…</tag> becomes the element its renderer makes.
// react-i18next's Trans does the same with an HTML parser; this does only what the catalogues use, and keeps that
// parser out of every page's first load.
import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/** `text` with each `<name>inner</name>` replaced by `tags[name](inner)`; a tag without a renderer shows its inner text. */
export function richText(text: string, tags: Record<string, (inner: string) => ReactNode>): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(<Fragment key={`${name}-${match.index}`}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

// The twin evaluation's figures as text: per half and in all, then every miss with the question and the reply.
import type { TwinOwnerFigures, TwinTotals } from './twin-figures.ts';
import type { TwinEvalResult } from './play-twin.ts';
import { percentToTenths, table } from '../figure-text.ts';
import { TWIN_QUESTION_KINDS } from './twin-case.ts';

export function totalsLines(label: string, totals: TwinTotals): string[] {
  return [
    `${label}:`,
    `  answers holding the answering fact   ${totals.answered}/${totals.answerable} (${percentToTenths(totals.answeredShare)})`,
    `  unanswerable questions said so       ${totals.unknownSaid}/${totals.unanswerable} (${percentToTenths(totals.unknownSaidShare)})`,
    `  unrelated sentences quoted           ${totals.unrelatedQuotes}`,
    `  one fact twice in a reply            ${totals.repeatedFacts}`,
    `  tags whose cited line shows them     ${totals.tagsShown}/${totals.tags} (${percentToTenths(totals.tagsShownShare)})`,
    `  summary sentences in two sections    ${totals.twoSections}`,
    `  sentences cut from their referent    ${totals.cutReferents}`,
  ];
}

/** Each half's replies that did what they should, by what the question asks for: figures only, no question printed. */
export function kindLines(owners: readonly TwinOwnerFigures[]): string[] {
  const halves = (['tuning', 'walk', 'test'] as const).filter((half) => owners.some((owner) => owner.half === half));
  const rows = TWIN_QUESTION_KINDS.map((kind) => {
    const cells = halves.map((half) => {
      const replies = owners.filter((owner) => owner.half === half).flatMap((owner) => owner.replies.filter((reply) => reply.kind === kind));
      const ok = replies.filter((reply) => reply.ok).length;
      const unrelated = replies.filter((reply) => reply.unrelated.length > 0).length;
      return replies.length === 0 ? '–' : `${ok}/${replies.length} (${unrelated} unrelated)`;
    });
    return [kind, ...cells];
  });
  return ['By kind of question (right / asked, replies quoting an unrelated sentence):', ...table(['kind', ...halves], rows).map((line) => `  ${line}`)];
}

export function formatTwinResult(result: TwinEvalResult, withMisses = true): string {
  const lines = [
    'Twin evaluation (owners written from interview answers, asked through the real routes)',
    ...totalsLines('Tuning half', result.tuning),
    ...totalsLines('Walk set', result.walk),
    ...totalsLines('Test half', result.test),
    ...totalsLines('All (tuning and test)', result.all),
    ...kindLines(result.owners),
  ];
  if (!withMisses) return lines.join('\n');
  // The test half's misses are not printed: the engine is never tuned on them.
  return [...lines, ...missLines(result.owners.filter((entry) => entry.half !== 'test'))].join('\n');
}

/** Every miss of these owners, with the question and the reply. */
export function missLines(owners: readonly TwinOwnerFigures[]): string[] {
  const lines: string[] = [];
  for (const owner of owners) {
    const misses = owner.replies.filter((reply) => !reply.ok || reply.unrelated.length > 0 || reply.repeated.length > 0);
    const wrongTags = owner.tags.filter((tag) => !tag.shown);
    if (misses.length + wrongTags.length + owner.twoSections.length + owner.cutReferents.length === 0) continue;
    lines.push('', `${owner.name} (${owner.half} half)`);
    for (const miss of misses) {
      const why = [!miss.ok ? (miss.kind === 'unanswerable' ? 'did not say it was never told' : 'no answering fact') : null, miss.unrelated.length > 0 ? `unrelated: ${miss.unrelated.join(' / ')}` : null, miss.repeated.length > 0 ? 'same fact twice' : null].filter(Boolean).join('; ');
      lines.push(`  [${miss.listener}, ${miss.kind}] ${miss.ask}`, `    → ${miss.reply}`, `    (${why})`);
    }
    for (const tag of wrongTags) lines.push(`  tag "${tag.tag}" ← ${tag.line}`);
    for (const sentence of owner.twoSections) lines.push(`  in two sections: ${sentence}`);
    for (const sentence of owner.cutReferents) lines.push(`  cut from its referent: ${sentence}`);
  }
  return lines;
}

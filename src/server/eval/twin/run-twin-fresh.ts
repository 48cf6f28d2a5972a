// `npx tsx src/server/eval/twin/run-twin-fresh.ts [--held-out | --close-calls | --second-walk | --third-walk |
// --fourth-walk | --fifth-walk | --sixth-walk | --seventh-walk | --eighth-walk | --ninth-walk | --tenth-walk |
// --eleventh-walk | --twelfth-walk | --thirteenth-walk]`: the owners written after the walk set, through the real
// routes on a throwaway app: the three to read with their misses, (with --held-out) the two held out, totals only,
// (with --close-calls) the three whose unanswerable questions sit close to what they said, (with --second-walk) the two
// written to find where the meaning gate fails, (with --third-walk) the three who answered at length, as people do,
// (with --fourth-walk) the three who talk unlike every other set: in regional words and stories, in English as a second
// language, and through what others say of them, (with --fifth-walk) the three whose lives sit next to what people ask
// them, in three voices, (with --sixth-walk) a Glasgow bus mechanic, a pharmacist from Lagos and a Lancashire dinner
// lady with a market stall, (with --seventh-walk) a retired Cornish fisherman, a Punjabi-born shopkeeper in Leicester
// and a district nurse who sang in her church choir, or (with --eighth-walk) a Govan shipyard welder turned Glasgow bus
// driver, a Korean-born church pianist and piano teacher in Los Angeles and a Kenyan-born head teacher in Nairobi who
// kept bees, totals only, or (with --ninth-walk) a Sheffield bus driver, a Swansea hairdresser and a Polish-born
// carpenter in London, asked what sits next to what they said, or (with --tenth-walk) a Hull butcher, a New Zealand
// farm vet and a Gaspé-born baker in Montreal, asked mostly in other words than theirs, or (with --eleventh-walk) a
// Bradford restaurant owner from Sylhet, a Cork telephonist and a Brisbane-born airline steward, asked about their
// work, advice and likings as people ask, or (with --twelfth-walk) a Welsh railway signalman, a Filipino-born ICU nurse
// in Toronto and a Dutch-born dairy farmer in Wisconsin, asked mostly about their work and advice in other words than
// theirs, or (with --thirteenth-walk) a held-out walk whose replies are never printed, totals and kinds only: a
// Lagos-born London bus conductor turned minicab firm owner, a Ukrainian-born software tester in Kraków and a Texan
// rodeo clown turned schoolteacher grandmother. Each set's figures are printed by kind of question too.
import { readCommandConfig, runWhenMain, type OperatorCommand } from '../../cli/operator-command.ts';
import { withEvalApp } from '../evaluate.ts';
import { CLOSE_CALL_OWNERS } from './close-call-set.ts';
import { FIFTH_WALK_OWNERS } from './fifth-walk-set.ts';
import { FRESH_OWNERS, HELD_OUT_OWNERS } from './fresh-set.ts';
import { SECOND_WALK_OWNERS } from './second-walk-set.ts';
import { SIXTH_WALK_OWNERS } from './sixth-walk-set.ts';
import { SEVENTH_WALK_OWNERS } from './seventh-walk-set.ts';
import { EIGHTH_WALK_OWNERS } from './eighth-walk-set.ts';
import { NINTH_WALK_OWNERS } from './ninth-walk-set.ts';
import { TENTH_WALK_OWNERS } from './tenth-walk-set.ts';
import { ELEVENTH_WALK_OWNERS } from './eleventh-walk-set.ts';
import { TWELFTH_WALK_OWNERS } from './twelfth-walk-set.ts';
import { THIRTEENTH_WALK_OWNERS } from './thirteenth-walk-set.ts';
import { FOURTH_WALK_OWNERS } from './fourth-walk-set.ts';
import { THIRD_WALK_OWNERS } from './third-walk-set.ts';
import type { TwinOwnerCase } from './twin-case.ts';
import { kindLines, missLines, totalsLines } from './format-twin.ts';
import { playTwinOwner } from './play-twin.ts';
import { twinTotalsOf, type TwinOwnerFigures } from './twin-figures.ts';

export const runTwinFreshCommand: OperatorCommand = async (args, output, env) => {
  const config = readCommandConfig(output, env);
  if (!config) return 1;
  // The first flag given chooses the set; none, the owners written after the walk set.
  const sets: readonly (readonly [string, readonly TwinOwnerCase[], string])[] = [
    ['--held-out', HELD_OUT_OWNERS, 'Held-out owners'],
    ['--close-calls', CLOSE_CALL_OWNERS, 'Owners with close calls'],
    ['--second-walk', SECOND_WALK_OWNERS, 'The second walk set'],
    ['--third-walk', THIRD_WALK_OWNERS, 'The third walk set'],
    ['--fourth-walk', FOURTH_WALK_OWNERS, 'The fourth walk set'],
    ['--fifth-walk', FIFTH_WALK_OWNERS, 'The fifth walk set'],
    ['--sixth-walk', SIXTH_WALK_OWNERS, 'The sixth walk set'],
    ['--seventh-walk', SEVENTH_WALK_OWNERS, 'The seventh walk set'],
    ['--eighth-walk', EIGHTH_WALK_OWNERS, 'The eighth walk set'],
    ['--ninth-walk', NINTH_WALK_OWNERS, 'The ninth walk set'],
    ['--tenth-walk', TENTH_WALK_OWNERS, 'The tenth walk set'],
    ['--eleventh-walk', ELEVENTH_WALK_OWNERS, 'The eleventh walk set'],
    ['--twelfth-walk', TWELFTH_WALK_OWNERS, 'The twelfth walk set'],
    ['--thirteenth-walk', THIRTEENTH_WALK_OWNERS, 'The thirteenth walk set'],
  ];
  const [flag, set, label] = sets.find(([name]) => args.includes(name)) ?? ['', FRESH_OWNERS, 'Owners written after the walk set'];
  const heldOut = flag === '--held-out';
  return withEvalApp(config, 0, async (evalApp) => {
    const owners: TwinOwnerFigures[] = [];
    // These owners carry no labelled tag lines: their tags are not counted (the other sets check tags).
    for (const owner of set) owners.push({ ...(await playTwinOwner(evalApp.app, owner, heldOut ? 'test' : 'walk')), tags: [] });
    const lines = [...totalsLines(label, twinTotalsOf(owners)), ...kindLines(owners)];
    // The held-out owners' and the eighth and thirteenth walks' replies are never printed: nobody tuned to them.
    const hidden = heldOut || flag === '--eighth-walk' || flag === '--thirteenth-walk';
    output.log([...lines, ...(hidden ? [] : missLines(owners))].join('\n'));
    return 0;
  });
};

runWhenMain(import.meta.url, runTwinFreshCommand);

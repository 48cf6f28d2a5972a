// Owners of the twin evaluation unlike any before, asked as a grandchild, a friend or a visitor asks, without reading
// the answers first: a retired Lagos-born London bus conductor turned minicab firm owner who writes in long run-on
// sentences, a Ukrainian-born software tester in Kraków who writes terse English with small slips, and a Texan rodeo
// clown turned schoolteacher grandmother who writes chatty, with kin titles ("Mamaw", "Pawpaw"). Written before the
// twin was asked anything of them: eight family, eight work, six advice, six likes and six other-words questions each,
// and six they never answered, near what they said. A held-out walk: `npx tsx src/server/eval/twin/run-twin-fresh.ts
// --thirteenth-walk` prints its totals and kinds only, never its replies. The owners are data in
// thirteenth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './thirteenth-walk-set.json';

export const THIRTEENTH_WALK_OWNERS = twinOwnersOf(owners);

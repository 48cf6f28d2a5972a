// Owners of the twin evaluation whose lives are full of things near what people ask but not it, written from interview
// answers alone and before the twin was asked anything of them: a Welsh hill farmer who coaches village football and
// speaks with dialect words, a Filipino-born care worker in Leeds who writes English as her second language and cooks
// her grandmother's dishes, and a retired Japanese-born piano teacher in Bristol who answers indirectly. They talk at
// length; their unanswerable questions sit next to what they said (cricket to a football coach, a sister to a man of
// brothers, her mother's cooking to a woman who spoke of her grandmother's), asked as a grandchild or a visitor would.
// A visible set: read with its misses by `npx tsx src/server/eval/twin/run-twin-fresh.ts --fifth-walk`.
// The owners are data in fifth-walk-set.json.
import { twinOwnersOf } from './twin-case.ts';
import owners from './fifth-walk-set.json';

export const FIFTH_WALK_OWNERS = twinOwnersOf(owners);

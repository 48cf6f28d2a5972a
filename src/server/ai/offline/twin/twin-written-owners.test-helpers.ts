// Six owners written for the built-in twin's own tests, in trades and places no evaluation set holds: a glass-eye
// maker in Lauscha; a bell founder near Sibiu, whose answers hold a share said as "half the bells", the drink mate, a
// likeness ("eat like lions") and what his wife does, none of it an answer to what he is asked; a ferry ticket clerk
// and crofter on Islay; a retired postmistress in Northumberland, whose oldest friend opens a sentence by name and who
// would be lost without her daughter; a Kraków tram fitter who lost his job but never said whom he would be lost
// without; and a lock keeper on the Kennet and Avon Canal, kept going by a choir, who loved the quiet at dawn. The
// owners are data in twin-written-owners.json, read through the twin set's contract.
import { twinOwnersOf, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import writtenOwners from './twin-written-owners.json';

const OWNERS = twinOwnersOf(writtenOwners);

/** One of the written owners, by name. */
export function writtenOwner(name: string): TwinOwnerCase {
  const owner = OWNERS.find((entry) => entry.name === name);
  if (!owner) throw new Error(`No written owner is called ${name}.`);
  return owner;
}

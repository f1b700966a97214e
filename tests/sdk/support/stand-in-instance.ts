/** The one stand-in every test file of the `sdk` project talks to (started by `setup.ts`). */
import {StandIn} from '../../support/msw-stand-in';

export const standIn = new StandIn();

// `npm run demo-accounts`: the seeded demo accounts as JSON, for scripts.
import { demoAccounts } from '.';

console.log(JSON.stringify(demoAccounts(), null, 2));

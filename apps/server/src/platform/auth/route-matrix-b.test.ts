import { routeMatrix } from '../../../test/route-matrix';

// Shard 2 of 2 of the route matrix (test/route-matrix.ts): every other route, from the second.
await routeMatrix(1, 2);

import { routeMatrix } from '../../../test/route-matrix';

// Shard 1 of 2 of the route matrix (test/route-matrix.ts): every other route, from the first.
await routeMatrix(0, 2);

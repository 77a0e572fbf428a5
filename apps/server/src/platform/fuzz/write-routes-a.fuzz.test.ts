import { fuzzWriteRoutes } from '../../../test/write-route-fuzz';

// Shard 1 of 2 of the write-route fuzz (test/write-route-fuzz.ts): every other route, from the first.
fuzzWriteRoutes(0, 2);

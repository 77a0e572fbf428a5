import { fuzzWriteRoutes } from '../../../test/write-route-fuzz';

// Shard 2 of 2 of the write-route fuzz (test/write-route-fuzz.ts): every other route, from the second.
fuzzWriteRoutes(1, 2);

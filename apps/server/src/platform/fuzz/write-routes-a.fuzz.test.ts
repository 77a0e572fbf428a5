import { fuzzWriteRoutes } from './write-routes.fuzz';

// Shard 1 of 2 of the write-route fuzz (write-routes.fuzz.ts): every other route, from the first.
fuzzWriteRoutes(0, 2);

import { fuzzWriteRoutes } from './write-routes.fuzz';

// Shard 2 of 2 of the write-route fuzz (write-routes.fuzz.ts): every other route, from the second.
fuzzWriteRoutes(1, 2);

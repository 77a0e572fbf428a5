// The pile tolerance rules (docs/domains/pile.md): their types, the tables of GB 50202-2018 and the
// judging of a record against them, one import for the rest of the code.
export * from './pile-tolerance-judging';
export * from './pile-tolerance-tables';
export * from './pile-tolerance-types';

// The flow engine (流程): definitions and their templates, starting, acting on and cancelling a flow,
// handlers a business registers to follow its flow, the trail and pending instance of a business row,
// and the flow tables; flow-reads.ts answers the approval centre's boxes. The approval pages are modules/flow.
export * from './flow.messages';
export * from './flow.service';
export * from './flow.table';
export * from './flow-reads';

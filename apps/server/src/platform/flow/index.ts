// The flow engine (流程): definitions and their templates, starting, acting on and cancelling a flow,
// handlers a business registers to follow its flow, the trail and pending instance of a business row,
// and the flow tables. The approval pages are modules/flow.
export * from './flow.messages';
export * from './flow.service';
export * from './flow.table';
